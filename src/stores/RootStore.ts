import { createApi, type Api } from '../api';
import { altchaHumanCheck, type HumanCheckProvider } from '../platform/humanCheck';
import { rememberedLoginStore, type RememberedLoginStore } from '../platform/rememberedLogin';
import type { AppStorage } from '../platform/storage';
import { AccountStore } from './AccountStore';
import { AgentStore } from './AgentStore';
import { AnnouncementsStore } from './AnnouncementsStore';
import { BodyCipher } from './bodyCipher';
import { ChatStore } from './ChatStore';
import { DepositStore } from './DepositStore';
import { FavouritesStore } from './FavouritesStore';
import { GamesStore } from './GamesStore';
import { InboxStore } from './InboxStore';
import { KycStore } from './KycStore';
import { PromotionsStore } from './PromotionsStore';
import { ProtectionStore } from './ProtectionStore';
import { RecordsStore } from './RecordsStore';
import { ReferralStore } from './ReferralStore';
import { SecurityStore } from './SecurityStore';
import { SessionStore } from './SessionStore';
import { SystemStore } from './SystemStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';
import { WinnersStore } from './WinnersStore';
import { WithdrawalStore } from './WithdrawalStore';

export interface RootDeps {
  storage: AppStorage;
  /** Tests pass a fake; the app builds the real client, whose token comes from the session. */
  api?: Api;
  /** Defaults: ALTCHA against the server's challenge, and the platform's encrypted store. */
  humanCheck?: HumanCheckProvider;
  rememberedLogin?: RememberedLoginStore;
  /** The start answers the server put inside the page (api/pageAnswers.ts). */
  pageAnswers?: Map<string, unknown>;
}

/** Owns every domain store; each store reaches its siblings through it (MobX "root store"). */
export class RootStore {
  readonly storage: AppStorage;
  readonly api: Api;
  readonly humanCheck: HumanCheckProvider;
  readonly rememberedLogin: RememberedLoginStore;
  /** The server's body key, shared by every call whose body travels encrypted. */
  readonly cipher: BodyCipher;
  readonly system: SystemStore;
  readonly wallet: WalletStore;
  readonly session: SessionStore;
  readonly ui: UiStore;
  readonly account: AccountStore;
  readonly games: GamesStore;
  readonly favourites: FavouritesStore;
  readonly records: RecordsStore;
  readonly referral: ReferralStore;
  readonly deposit: DepositStore;
  readonly security: SecurityStore;
  readonly withdrawal: WithdrawalStore;
  readonly announcements: AnnouncementsStore;
  readonly winners: WinnersStore;
  readonly kyc: KycStore;
  readonly protection: ProtectionStore;
  readonly promotions: PromotionsStore;
  readonly agent: AgentStore;
  readonly inbox: InboxStore;
  readonly chat: ChatStore;

  constructor({ storage, api, humanCheck, rememberedLogin, pageAnswers }: RootDeps) {
    this.storage = storage;
    this.api =
      api ?? createApi({ getToken: () => this.session.token, onReachable: (reachable) => this.system.setOnline(reachable), pageAnswers });
    this.humanCheck = humanCheck ?? altchaHumanCheck(() => this.api.verification.challenge());
    this.rememberedLogin = rememberedLogin ?? rememberedLoginStore();
    this.cipher = new BodyCipher(() => this.api.session.encryptionKey());
    this.system = new SystemStore(this);
    this.wallet = new WalletStore(this);
    this.session = new SessionStore(this);
    this.ui = new UiStore(this);
    this.account = new AccountStore(this);
    this.games = new GamesStore(this);
    this.favourites = new FavouritesStore(this);
    this.records = new RecordsStore(this);
    this.referral = new ReferralStore(this);
    this.deposit = new DepositStore(this);
    this.security = new SecurityStore(this);
    this.withdrawal = new WithdrawalStore(this);
    this.announcements = new AnnouncementsStore(this);
    this.winners = new WinnersStore(this);
    this.kyc = new KycStore(this);
    this.protection = new ProtectionStore(this);
    this.promotions = new PromotionsStore(this);
    this.agent = new AgentStore(this);
    this.inbox = new InboxStore(this);
    this.chat = new ChatStore(this);
  }
}
