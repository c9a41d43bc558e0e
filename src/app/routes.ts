import type { ComponentType } from 'react';
import { HomePage } from '../features/home/HomePage';
import { lazyPage, lazyPageWithTexts, type PreloadablePage } from './lazyPage';
import { securityPage } from '../features/security/securityPage';

/**
 * Who may open a screen. A visitor is let in or sent to log in; a trial player is let in, shown
 * the free_reject toast, or (member centre) asked to register. Members may open everything.
 */
export interface AccessRule {
  visitor: 'allow' | 'login';
  trial: 'allow' | 'trialReject' | 'registerPrompt';
}

/**
 * Where the header's back arrow goes (SPEC §2): 'none' (home shows the logo instead), 'home'
 * whatever the history holds, or 'history': one step back, home when the page opened the tab.
 */
export type BackRule = 'none' | 'home' | 'history';

/** One screen of SPEC §2, everything about it in one place. */
export interface RouteRecord {
  /** The screen's name; other code refers to a route by it. */
  id: string;
  /** The address every in-app link uses. */
  path: string;
  /** Other addresses that open the same screen (the spec's aliases, old bookmarks). */
  aliases: readonly string[];
  /** What it renders: loaded on demand, except home and login (the entry chunk). */
  page: ComponentType;
  /** The top banner (home only, and never in the wallet variant: layout.ts). */
  banner: boolean;
  /** The route header (back arrow and title). A page without it carries its own h1 (ui/PageTop). */
  header: boolean;
  /** The footer menu. */
  footer: boolean;
  back: BackRule;
  access: AccessRule;
  /** i18n key of the title: the header, the page's own h1 and the tab title. */
  title: `titles.${string}`;
}

const OPEN: AccessRule = { visitor: 'allow', trial: 'allow' };
/** Needs a session; a trial one will do (a game launch, SPEC §5; the betting record). */
const SIGNED_IN: AccessRule = { visitor: 'login', trial: 'allow' };
/**
 * Needs a real account (SPEC §5/§6: deposit; withdraw, its records and the transaction history
 * because a trial balance is play money; change password because a trial account has none).
 */
const REAL_ACCOUNT: AccessRule = { visitor: 'login', trial: 'trialReject' };
/** The member centre and the screens opened from it: visitors log in, trial players are asked to register (SPEC §4). */
const MEMBER_CENTRE: AccessRule = { visitor: 'login', trial: 'registerPrompt' };
/**
 * The agent contract pages are the agent entrance (SPEC §6): visitors log in; a trial player is let
 * in to be told 'Non-member account unable to login' by the page, a member who is no agent 'Non-agents
 * cannot log in' (the server decides both).
 */
const AGENT_ENTRANCE: AccessRule = { visitor: 'login', trial: 'allow' };

/** A screen opened from the member centre: its header with a back arrow and the footer, the centre's access rule. */
function memberScreen<Id extends string>(id: Id, path: string, page: ComponentType): RouteRecord & { id: Id } {
  return {
    id,
    path,
    aliases: [],
    page,
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: MEMBER_CENTRE,
    title: `titles.${id}`,
  };
}

// The lobby serves two routes, the lottery launch two.
const LobbyPage = lazyPage(() => import('../features/lobby/LobbyPage'));
const LaunchGamePage = lazyPage(() => import('../features/play/LaunchGamePage'));
const contractPage = (name: 'SalaryContractPage' | 'DividendContractPage' | 'HourContractPage') =>
  lazyPageWithTexts('agent', () => import('../features/agent/ContractPage').then((pages) => ({ default: pages[name] })));

/**
 * The route table of SPEC §2: one record per screen. The router, the layout (banner, header,
 * footer, back arrow), the access rules, the titles and the paths links use are all read from
 * here (routeRecords.test.ts checks that every record has every field). /m/slotsCenter shares the lobby
 * page with /m/game but is its own record because the layout rules treat it differently (no
 * footer). The embedded lottery (lotto-h5) is a full-screen game like play, so it hides the
 * header and the footer too, which the spec's lists do not name.
 *
 * Home names its page through a getter: it imports PATHS from this module, so its module may
 * still be loading while this table is built.
 */
export const ROUTES = [
  {
    id: 'home',
    path: '/m/home',
    aliases: ['/', '/m', '/m/index', '/m/index.html'],
    get page() {
      return HomePage;
    },
    banner: true,
    header: false,
    footer: true,
    back: 'none',
    access: OPEN,
    title: 'titles.home',
  },
  {
    id: 'login',
    path: '/m/login',
    aliases: [],
    // Its own chunk (the form, captcha and SMS fields are 5 KB that home's visitors never run);
    // opened directly, the start loads it before the first render, over the server's drawn form.
    page: lazyPage(() => import('../features/auth/LoginPage').then(({ LoginPage }) => ({ default: LoginPage }))),
    banner: false,
    header: false,
    footer: false,
    back: 'home',
    access: OPEN,
    title: 'titles.login',
  },
  {
    id: 'register',
    path: '/m/register',
    aliases: ['/m/register.html'],
    page: lazyPage(() => import('../features/register/RegisterPage')),
    banner: false,
    header: false,
    footer: false,
    back: 'home',
    access: OPEN,
    title: 'titles.register',
  },
  {
    id: 'forget',
    path: '/m/forget',
    aliases: [],
    page: lazyPage(() => import('../features/password/ForgetPage')),
    banner: false,
    header: true,
    footer: false,
    back: 'home',
    access: OPEN,
    title: 'titles.forget',
  },
  {
    id: 'changePsw',
    path: '/m/changePsw',
    aliases: [],
    page: lazyPage(() => import('../features/password/ChangePasswordPage')),
    banner: false,
    header: true,
    footer: false,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.changePsw',
  },
  {
    id: 'notice',
    path: '/m/notice',
    aliases: [],
    page: lazyPage(() => import('../features/notice/NoticePage')),
    banner: false,
    header: true,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.notice',
  },
  {
    id: 'activity',
    path: '/m/activity',
    aliases: [],
    // Open to visitors, who see what each promotion offers; taking part sends them to log in.
    page: lazyPageWithTexts('promotions', () => import('../features/promotions/PromotionsPage')),
    banner: false,
    header: true,
    footer: false,
    back: 'home',
    access: OPEN,
    title: 'titles.activity',
  },
  {
    // Open to all: it lists announcements and links; the inbox and chat inside it send a visitor to
    // log in and tell a trial player 'free_reject' (SPEC §2 "Message center", §6).
    id: 'message',
    path: '/m/message',
    aliases: ['/m/messages', '/m/webEmail'],
    page: lazyPageWithTexts('messages', () => import('../features/message/MessageCentrePage')),
    banner: false,
    header: false,
    footer: true,
    back: 'history',
    access: OPEN,
    title: 'titles.message',
  },
  {
    id: 'gameList',
    path: '/m/gameList',
    aliases: [],
    page: lazyPage(() => import('../features/gameList/GameListPage')),
    banner: false,
    header: false,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.gameList',
  },
  {
    id: 'game',
    path: '/m/game',
    aliases: ['/m/gameCenter'],
    page: LobbyPage,
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: OPEN,
    title: 'titles.game',
  },
  {
    id: 'slotsCenter',
    path: '/m/slotsCenter',
    aliases: [],
    page: LobbyPage,
    banner: false,
    header: true,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.slotsCenter',
  },
  {
    id: 'lottery',
    path: '/m/lottery',
    aliases: [],
    page: lazyPage(() => import('../features/lottery/LotteryPage')),
    banner: false,
    header: false,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.lottery',
  },
  {
    id: 'app',
    path: '/m/app',
    aliases: [],
    page: lazyPageWithTexts('app', () => import('../features/app/AppDownloadPage')),
    banner: false,
    header: false,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.app',
  },
  {
    id: 'help',
    path: '/m/help',
    aliases: [],
    page: lazyPage(() => import('../features/help/HelpPage')),
    banner: false,
    header: true,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.help',
  },
  {
    id: 'play',
    path: '/m/play',
    aliases: [],
    // Wrapped by player protection (reality check, session limit): play imports no other feature.
    page: lazyPage(() => import('../features/protection/GuardedPlayPage')),
    banner: false,
    header: false,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.play',
  },
  {
    id: 'launchGame',
    path: '/m/launchGame',
    aliases: [],
    page: LaunchGamePage,
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: SIGNED_IN,
    title: 'titles.launchGame',
  },
  {
    id: 'lottoH5',
    path: '/m/lotto-h5',
    aliases: [],
    page: lazyPage(() => import('../features/protection/GuardedLottoH5Page')),
    banner: false,
    header: false,
    footer: false,
    back: 'history',
    access: OPEN,
    title: 'titles.lottoH5',
  },
  {
    // SPEC §4 "Member centre click": visitors log in, trial players are asked to register.
    id: 'memberHome',
    path: '/m/member/home',
    aliases: [],
    page: lazyPageWithTexts('member', () => import('../features/member/MemberHomePage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: { visitor: 'login', trial: 'registerPrompt' },
    title: 'titles.memberHome',
  },
  // The screens opened from the member centre (issue 13): verification, the security centre (SPEC §7
  // "Security": each entry and its state) and player protection (limits, breaks, self-exclusion).
  memberScreen(
    'memberVerification',
    '/m/member/verification',
    lazyPageWithTexts('member', () => import('../features/kyc/VerificationPage')),
  ),
  memberScreen(
    'security',
    '/m/member/security',
    securityPage(() => import('../features/security/SecurityCentrePage')),
  ),
  memberScreen(
    'securityPaymentPassword',
    '/m/member/security/paymentPassword',
    securityPage(() => import('../features/security/PaymentPasswordPage')),
  ),
  memberScreen(
    'securityQuestions',
    '/m/member/security/questions',
    securityPage(() => import('../features/security/SecurityQuestionsPage')),
  ),
  memberScreen(
    'securityBankCards',
    '/m/member/security/bankCards',
    securityPage(() => import('../features/security/BankCardsPage')),
  ),
  memberScreen(
    'securityEmail',
    '/m/member/security/email',
    securityPage(() => import('../features/security/BindEmailPage')),
  ),
  memberScreen(
    'securityPayee',
    '/m/member/security/payee',
    securityPage(() => import('../features/security/BindPayeePage')),
  ),
  memberScreen(
    'securitySessions',
    '/m/member/security/sessions',
    securityPage(() => import('../features/security/SessionsPage')),
  ),
  memberScreen(
    'protection',
    '/m/member/protection',
    lazyPageWithTexts('protection', () => import('../features/protection/ProtectionPage')),
  ),
  memberScreen(
    'protectionLimits',
    '/m/member/protection/limits',
    lazyPageWithTexts('protection', () => import('../features/protection/LimitsPage')),
  ),
  memberScreen(
    'protectionCoolOff',
    '/m/member/protection/coolOff',
    lazyPageWithTexts('protection', () => import('../features/protection/CoolOffPage')),
  ),
  memberScreen(
    'protectionSelfExclusion',
    '/m/member/protection/selfExclusion',
    lazyPageWithTexts('protection', () => import('../features/protection/SelfExclusionPage')),
  ),
  {
    // Invite / referral (the footer's invite, the home side bar): the spec's route list has none, so it
    // sits with the member's screens. A real account's only: a trial account brings nobody (free_reject).
    id: 'referral',
    path: '/m/member/referral',
    aliases: [],
    page: lazyPageWithTexts('referral', () => import('../features/referral/ReferralPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.referral',
  },
  {
    id: 'voucherCenter',
    path: '/m/voucherCenter',
    aliases: [],
    page: lazyPageWithTexts('cashier', () => import('../features/deposit/VoucherCenterPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.voucherCenter',
  },
  {
    // Where a payment provider's hosted page sends the player back (query depositId), and where
    // every new order shows its state: the manual transfer's account and receipt, the crypto
    // quote, or the wait for the provider. Opened from outside the app, so its back arrow most
    // often finds no step back and goes home; the page offers the deposit screen and the records.
    id: 'depositResult',
    path: '/m/depositResult',
    aliases: [],
    page: lazyPageWithTexts('cashier', () => import('../features/deposit/DepositResultPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.depositResult',
  },
  {
    id: 'depositRecords',
    path: '/m/depositRecords',
    aliases: [],
    page: lazyPageWithTexts('cashier', () => import('../features/deposit/DepositRecordsPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.depositRecords',
  },
  {
    id: 'withdraw',
    path: '/m/withdraw',
    aliases: [],
    page: lazyPageWithTexts('cashier', () => import('../features/withdraw/WithdrawPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.withdraw',
  },
  {
    id: 'withdrawRecords',
    path: '/m/withdrawRecords',
    aliases: [],
    page: lazyPageWithTexts('cashier', () => import('../features/withdraw/WithdrawRecordsPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.withdrawRecords',
  },
  {
    // The account statement (every movement of the balance): a cashier screen, closed to trial
    // players like the server's ODS2_MemberTransaction.
    id: 'transactions',
    path: '/m/transactions',
    aliases: [],
    page: lazyPageWithTexts('cashier', () => import('../features/transactions/TransactionsPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: REAL_ACCOUNT,
    title: 'titles.transactions',
  },
  {
    id: 'gameRecord',
    path: '/m/gameRecord',
    aliases: [],
    page: lazyPageWithTexts('betting', () => import('../features/records/GameRecordPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: SIGNED_IN,
    title: 'titles.gameRecord',
  },
  {
    id: 'trail',
    path: '/m/trail',
    aliases: [],
    page: lazyPage(() => import('../features/trial/TrailPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'home',
    access: OPEN,
    title: 'titles.trail',
  },
  {
    id: 'startLottery',
    path: '/m/startLottery',
    aliases: [],
    // The lottery's own entry: the lobby, as /m/launchGame opens it with its defaults.
    page: LaunchGamePage,
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: SIGNED_IN,
    title: 'titles.startLottery',
  },
  {
    id: 'salaryContract',
    path: '/m/member/agent/getSalaryContract',
    aliases: [],
    page: contractPage('SalaryContractPage'),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: AGENT_ENTRANCE,
    title: 'titles.salaryContract',
  },
  {
    id: 'dividendContract',
    path: '/m/member/agent/getDevidendContract',
    aliases: [],
    page: contractPage('DividendContractPage'),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: AGENT_ENTRANCE,
    title: 'titles.dividendContract',
  },
  {
    id: 'hourContract',
    path: '/m/member/agent/getHourContract',
    aliases: [],
    page: contractPage('HourContractPage'),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: AGENT_ENTRANCE,
    title: 'titles.hourContract',
  },
  {
    // Not in the spec's list, which names the agent centre and its team management (§1) without
    // their routes: the team sits beside the contract pages.
    id: 'agentTeam',
    path: '/m/member/agent/team',
    aliases: [],
    page: lazyPageWithTexts('agent', () => import('../features/agent/TeamPage')),
    banner: false,
    header: true,
    footer: true,
    back: 'history',
    access: AGENT_ENTRANCE,
    title: 'titles.agentTeam',
  },
] as const satisfies readonly RouteRecord[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type Route = (typeof ROUTES)[number];

const BY_ID = new Map<RouteId, Route>(ROUTES.map((route) => [route.id, route]));

export function routeOf(id: RouteId): Route {
  return BY_ID.get(id)!;
}

/** Every address of a route, its own path first. */
export const pathsOf = (route: Route): string[] => [route.path, ...route.aliases];

/** The component a route renders. */
export function pageFor(id: RouteId): ComponentType {
  return routeOf(id).page;
}

/**
 * Paths every in-app link uses, one per route (aliases exist only for old bookmarks and
 * external links), plus the help topics other screens link to.
 */
export const PATHS = {
  ...(Object.fromEntries(ROUTES.map((route) => [route.id, route.path])) as Record<RouteId, string>),
  terms: '/m/help#terms',
  privacy: '/m/help#privacy',
} as const;

/**
 * Extra routes consulted for a path the table does not know, before the home fallback (SPEC §2).
 * They redirect short or legacy paths that operators print on banners to the real screens.
 */
export const EXTRA_ROUTES: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/m/deposit', to: PATHS.voucherCenter },
  { from: '/m/promotion', to: PATHS.activity },
  { from: '/m/member', to: PATHS.memberHome },
  { from: '/m/download', to: PATHS.app },
];

/** Router matching ignores case and a trailing slash; the lookups here do the same. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

const ID_BY_PATH = new Map<string, RouteId>(
  ROUTES.flatMap((route) => pathsOf(route).map((path) => [normalizePath(path), route.id] as const)),
);

export function routeIdOf(pathname: string): RouteId | null {
  return ID_BY_PATH.get(normalizePath(pathname)) ?? null;
}

/**
 * Starts loading the chunk of the page at `pathname`, if it has one: the start calls it before
 * anything else, so the page's code arrives alongside the start's work instead of after its render.
 * Settles when the page can render without a spinner.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const id = routeIdOf(pathname);
  if (id) await (pageFor(id) as PreloadablePage).preload?.();
}

/** Where an unknown path goes: a matching extra route, else home. */
export function fallbackTarget(pathname: string): string {
  const key = normalizePath(pathname);
  return EXTRA_ROUTES.find((route) => normalizePath(route.from) === key)?.to ?? PATHS.home;
}
