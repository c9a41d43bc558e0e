import { makeAutoObservable, runInAction } from 'mobx';
import type { DropdownList, IdVerification, KycImageField, KycMenuGroup, KycState, PersonalInfoBody } from '../api';
import { SESSION_KEYS } from '../platform/storage';
import type { RootStore } from './RootStore';

/**
 * SPEC §4: the popup offers itself when verification is on for the merchant, not complete and
 * not started (status 'N'). The session flags and the first-login rule are checked by the store.
 */
export function popupWanted(verification: IdVerification): boolean {
  return verification.enabled && !verification.isComplete && verification.status === 'N';
}

type SessionFlag = typeof SESSION_KEYS.kycVerifyLater | typeof SESSION_KEYS.kycUploaded;

/**
 * Identity verification (contracts/kyc.ts): the player's review state, the reference lists, the
 * personal information and the ID photos, and the KYC popup's rules (SPEC §2, §4). The popup is a
 * global dialog (ui.dialog 'kyc'), opened over home, after a launch refused for KYC, or from the
 * verification screen.
 */
export class KycStore {
  /** The security config's idVerification; null until read. */
  config: IdVerification | null = null;
  private lists = new Map<KycMenuGroup, Promise<DropdownList>>();
  private mandatory: Promise<boolean> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<KycStore, 'root' | 'lists' | 'mandatory'>(this, { root: false, lists: false, mandatory: false }, { autoBind: true });
  }

  get state(): KycState | null {
    return this.config?.state ?? null;
  }

  async loadConfig(): Promise<IdVerification> {
    const { idVerification } = (await this.root.api.kyc.config()).info;
    runInAction(() => (this.config = idVerification));
    return idVerification;
  }

  /** A reference list, asked once a run (a failure is asked again next time). */
  list(group: KycMenuGroup): Promise<DropdownList> {
    let list = this.lists.get(group);
    if (!list) {
      list = this.root.api.kyc.dropdown(group);
      list.catch(() => this.lists.delete(group));
      this.lists.set(group, list);
    }
    return list;
  }

  /**
   * MANDATORYKYC3 (register settings), asked once a run. Unknown counts as on: the popup then
   * only loses its close icon (its back arrow still closes it), the safer side for the operator.
   */
  isMandatory(): Promise<boolean> {
    this.mandatory ??= this.root.account.registerSettings().then(
      (settings) => settings.mandatoryKyc,
      () => {
        this.mandatory = null;
        return true;
      },
    );
    return this.mandatory;
  }

  /** Step 1 of the popup; the body travels encrypted. The answer is the new state (personalInfoDone). */
  async savePersonalInfo(body: PersonalInfoBody): Promise<IdVerification> {
    const value = await this.root.cipher.send(body, (encrypted, encryption) => this.root.api.kyc.setPersonalInfo(encrypted, encryption));
    runInAction(() => (this.config = value));
    return value;
  }

  /** Step 2: the three photos. Afterwards the popup stays away for the rest of the session (SPEC §4). */
  async uploadId(images: Record<KycImageField, Blob>): Promise<IdVerification> {
    const value = await this.root.api.kyc.uploadId(images);
    runInAction(() => (this.config = value));
    this.setFlag(SESSION_KEYS.kycUploaded);
    return value;
  }

  openPopup(): void {
    this.root.ui.openDialog('kyc');
  }

  /** 'Verify later' (the close icon): the popup hides and stays away for this session. */
  verifyLater(): void {
    this.setFlag(SESSION_KEYS.kycVerifyLater);
    this.root.ui.closeDialog();
  }

  /**
   * SPEC §4's auto-show rule for home: a real member's session, no upload done and no 'verify
   * later' in this session; then the security config must want it. Answers whether to open
   * it, so a screen that was left meanwhile opens nothing.
   */
  async shouldAutoShow(): Promise<boolean> {
    const { session } = this.root;
    if (session.viewer !== 'member' || this.hasFlag(SESSION_KEYS.kycUploaded) || this.hasFlag(SESSION_KEYS.kycVerifyLater)) return false;
    const config = await this.loadConfig().catch(() => null);
    return config !== null && popupWanted(config);
  }

  /**
   * A launch the server refused with KYC_REQUIRED (mandatory KYC before first play): the popup
   * opens when the player can send something now; under review there is nothing to do but wait.
   */
  async offerAfterRefusal(): Promise<void> {
    const config = await this.loadConfig().catch(() => null);
    if (config?.canSubmit && this.root.ui.dialog === null) this.openPopup();
  }

  /** The flags hold the account's name, so another account signing in on this tab starts afresh. */
  private hasFlag(key: SessionFlag): boolean {
    return this.root.storage.session.get<string>(key) === this.root.session.accountName;
  }

  private setFlag(key: SessionFlag): void {
    this.root.storage.session.set(key, this.root.session.accountName);
  }
}
