import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/LoginPage';
import { HomePage } from '../features/home/HomePage';
import { lazyPage } from './lazyPage';
import type { RouteId } from './routes';

/**
 * Which component renders each route. Home and login are in the entry chunk (the first screens
 * almost every visit shows); every other page loads on demand. Routes whose screen a later issue
 * builds share the titled placeholder until then: add `id: lazyPage(() => import(...))` here.
 */
const PlaceholderPage = lazyPage(() => import('../ui/PlaceholderPage'));
const LobbyPage = lazyPage(() => import('../features/lobby/LobbyPage'));

const PAGES: Partial<Record<RouteId, ComponentType>> = {
  home: HomePage,
  login: LoginPage,
  register: lazyPage(() => import('../features/register/RegisterPage')),
  changePsw: lazyPage(() => import('../features/password/ChangePasswordPage')),
  forget: lazyPage(() => import('../features/password/ForgetPage')),
  help: lazyPage(() => import('../features/help/HelpPage')),
  game: LobbyPage,
  slotsCenter: LobbyPage,
  gameList: lazyPage(() => import('../features/gameList/GameListPage')),
  play: lazyPage(() => import('../features/play/PlayPage')),
  lottery: lazyPage(() => import('../features/lottery/LotteryPage')),
  launchGame: lazyPage(() => import('../features/play/LaunchGamePage')),
  lottoH5: lazyPage(() => import('../features/play/LottoH5Page')),
  gameRecord: lazyPage(() => import('../features/records/GameRecordPage')),
  notice: lazyPage(() => import('../features/notice/NoticePage')),
};

export function pageFor(id: RouteId): ComponentType {
  return PAGES[id] ?? PlaceholderPage;
}
