import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, routeIdOf, type RouteId } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { FAVOURITE_PAGE_SIZES } from '../../stores/FavouritesStore';
import { useStores } from '../../stores/context';
import { Tabs } from '../../ui/Tabs';
import { lazyBlock } from '../../app/lazyPage';
import { HotGamesBlock } from '../home/HotGamesBlock';
import { PagedGameGrid } from '../games/PagedGameGrid';
import { useFavourites } from '../games/useFavourites';
import { SEA_LOTTERY_LOBBY, launchTarget } from '../play/launchTarget';
import { HOME_CATEGORY, lobbyCategories, lobbyContent } from './categories';
import { LobbyFooter } from './LobbyFooter';
import { VendorGameList } from './VendorGameList';
import './LobbyPage.css';
import { useListLanguage } from '../../ui/useListLanguage';

/** The jackpot ticker over the jackpot games, fetched with them. */
const JackpotTicker = lazyBlock(() => import('../home/JackpotTicker').then((m) => ({ default: m.JackpotTicker })));

/** The category each lobby route opens on without ?activeType=: the slot centre is the lobby at its slots. */
const OPENING_CATEGORY: Partial<Record<RouteId, string>> = { slotsCenter: 'RNG' };

/**
 * The game lobby (SPEC §2 "Game lobby"): a vertical category menu beside the chosen category's
 * games. ?activeType= picks the category, so a reload or a shared link keeps it.
 */
export default observer(function LobbyPage() {
  const { t } = useTranslation();
  const { games, session } = useStores();
  const listLanguage = useListLanguage();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  // The lobby's hearts know up to 100 favourites (SPEC §9).
  useFavourites(FAVOURITE_PAGE_SIZES.lobby);

  const catalogue = useLoad('vendorTypes', games.loadVendorTypes);

  // Until the server's categories are in, the menu holds HOME alone: they come in below it, so no
  // tab moves when they arrive (the first paint's JP and NEW used to jump down the menu).
  const categories = catalogue.loading ? [HOME_CATEGORY] : lobbyCategories(games.categories);
  const requested = params.get('activeType');
  // Entries that lead elsewhere are never the shown category.
  const shown = (category: string) =>
    categories.includes(category) && !['lotteryLobby', 'promotions'].includes(lobbyContent(category).kind);
  // The route's own opening category shows at once, while the menu fills, unless the server has none such.
  const routeId = routeIdOf(pathname);
  const opening = (routeId && OPENING_CATEGORY[routeId]) ?? HOME_CATEGORY;
  const fallback = catalogue.loading || shown(opening) ? opening : HOME_CATEGORY;
  const active = requested && shown(requested) ? requested : fallback;
  const content = lobbyContent(active);

  const select = (category: string) => {
    const kind = lobbyContent(category).kind;
    if (kind === 'lotteryLobby' || kind === 'promotions') {
      navigate(kind === 'promotions' ? PATHS.activity : launchTarget(SEA_LOTTERY_LOBBY, session));
      return;
    }
    setParams({ activeType: category }, { replace: true });
    if (scroller.current) scroller.current.scrollTop = 0;
  };

  return (
    <div className="lobby">
      <Tabs
        label={t('lobby.categoriesLabel')}
        tabs={categories.map((id) => ({ id, label: t(`lobby.categories.${id}`) }))}
        value={active}
        onChange={select}
        variant="vertical"
      />
      <div className="lobby__content" ref={scroller} role="tabpanel" aria-label={t(`lobby.categories.${active}`)}>
        {content.kind === 'home' && <HotGamesBlock />}
        {content.kind === 'vendors' && <VendorGameList key={content.gameType} gameType={content.gameType} />}
        {active === 'JP' && <JackpotTicker />}
        {content.kind === 'games' && <PagedGameGrid query={content.query} scroller={scroller} />}
        <LobbyFooter language={listLanguage} />
      </div>
    </div>
  );
});
