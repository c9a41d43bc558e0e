/**
 * The route table of SPEC §2: one entry per screen with every alias that opens it. Layout rules,
 * titles and access rules are keyed by the entry id, so an alias can never disagree with its
 * screen. /m/slotsCenter shares the lobby page with /m/game but is its own entry because the
 * layout rules treat it differently (no footer).
 */
export const ROUTES = [
  { id: 'home', paths: ['/', '/m', '/m/index', '/m/index.html', '/m/home'] },
  { id: 'login', paths: ['/m/login'] },
  { id: 'register', paths: ['/m/register', '/m/register.html'] },
  { id: 'forget', paths: ['/m/forget'] },
  { id: 'changePsw', paths: ['/m/changePsw'] },
  { id: 'notice', paths: ['/m/notice'] },
  { id: 'activity', paths: ['/m/activity'] },
  { id: 'message', paths: ['/m/message', '/m/messages', '/m/webEmail'] },
  { id: 'gameList', paths: ['/m/gameList'] },
  { id: 'game', paths: ['/m/game', '/m/gameCenter'] },
  { id: 'slotsCenter', paths: ['/m/slotsCenter'] },
  { id: 'lottery', paths: ['/m/lottery'] },
  { id: 'app', paths: ['/m/app'] },
  { id: 'help', paths: ['/m/help'] },
  { id: 'play', paths: ['/m/play'] },
  { id: 'launchGame', paths: ['/m/launchGame'] },
  { id: 'lottoH5', paths: ['/m/lotto-h5'] },
  { id: 'memberHome', paths: ['/m/member/home'] },
  { id: 'voucherCenter', paths: ['/m/voucherCenter'] },
  { id: 'withdraw', paths: ['/m/withdraw'] },
  { id: 'gameRecord', paths: ['/m/gameRecord'] },
  { id: 'trail', paths: ['/m/trail'] },
  { id: 'startLottery', paths: ['/m/startLottery'] },
  { id: 'salaryContract', paths: ['/m/member/agent/getSalaryContract'] },
  { id: 'dividendContract', paths: ['/m/member/agent/getDevidendContract'] },
  { id: 'hourContract', paths: ['/m/member/agent/getHourContract'] },
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/** Paths every in-app link uses; aliases exist only for old bookmarks and external links. */
export const PATHS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  help: '/m/help',
  notice: '/m/notice',
  activity: '/m/activity',
  app: '/m/app',
  game: '/m/game',
  gameList: '/m/gameList',
  play: '/m/play',
  launchGame: '/m/launchGame',
  lottoH5: '/m/lotto-h5',
  memberHome: '/m/member/home',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  gameRecord: '/m/gameRecord',
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
  ROUTES.flatMap((route) => route.paths.map((path) => [normalizePath(path), route.id] as const)),
);

export function routeIdOf(pathname: string): RouteId | null {
  return ID_BY_PATH.get(normalizePath(pathname)) ?? null;
}

/** Where an unknown path goes: a matching extra route, else home. */
export function fallbackTarget(pathname: string): string {
  const key = normalizePath(pathname);
  return EXTRA_ROUTES.find((route) => normalizePath(route.from) === key)?.to ?? PATHS.home;
}
