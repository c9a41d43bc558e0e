import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffAccount, StaffCreateBody, StaffCreated, StaffRole } from '../../../contracts/staff';
import type { OpsApi } from '../api/opsApi';

/** The staff accounts an admin manages (permission staff.manage). */
export class StaffStore {
  accounts: StaffAccount[] = [];
  loading = false;
  /** The last account made or reset, with its one-time password: shown once, then forgotten. */
  created: (StaffCreated & { reset: boolean }) | null = null;

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<StaffStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { list } = await this.api.listStaff();
      runInAction(() => (this.accounts = list));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async create(body: StaffCreateBody): Promise<void> {
    const created = await this.api.createStaff(body);
    runInAction(() => {
      this.created = { ...created, reset: false };
      this.accounts = [...this.accounts, created.account];
    });
  }

  async reset(staffId: number, reason: string): Promise<void> {
    const issued = await this.api.resetStaff(staffId, { reason });
    runInAction(() => {
      this.created = { ...issued, reset: true };
      this.replace(issued.account);
    });
  }

  forgetCreated(): void {
    this.created = null;
  }

  async setRoles(staffId: number, roles: StaffRole[]): Promise<void> {
    this.replace(await this.api.updateStaff(staffId, { roles }));
  }

  async disable(staffId: number): Promise<void> {
    this.replace(await this.api.updateStaff(staffId, { disabled: true }));
  }

  private replace(account: StaffAccount): void {
    this.accounts = this.accounts.map((kept) => (kept.staffId === account.staffId ? account : kept));
  }
}
