import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useStores } from '../../stores/context';
import { PageTop } from '../../ui/PageTop';
import { Tabs } from '../../ui/Tabs';
import type { GameType } from '../../../contracts/games';
import type { GameListParams } from '../games/gameListPath';
import { PagedGameGrid } from '../games/PagedGameGrid';
import { FavouriteList } from './FavouriteList';
import { ALL_TAB, FAV_TAB, HOT_TAB, paramsOfTab, tabOf, vendorTabs } from './gameListTabs';
import { HotList } from './HotList';
import './GameListPage.css';

/** SPEC §9: the name search waits for 500 ms of quiet. */
export const NAME_DEBOUNCE_MS = 500;

/**
 * The game list (SPEC §2): vendor tabs with HOT (and FAV when opened as favourites) and 'View
 * all', a name search, and an endless list. The address holds the tab, so back and reload keep it.
 */
export default observer(function GameListPage() {
  const { t } = useTranslation();
  const { games } = useStores();
  const [search, setSearch] = useSearchParams();
  const params: GameListParams = {
    type: search.get('type') === HOT_TAB ? HOT_TAB : search.get('type') === FAV_TAB ? FAV_TAB : undefined,
    gameType: search.get('gameType') ?? undefined,
    vassalage: search.get('vassalage') ?? undefined,
  };
  const [withFav] = useState(params.type === FAV_TAB);
  const [name, setName] = useState(search.get('gameName') ?? '');
  const gameName = useDebouncedValue(name.trim(), NAME_DEBOUNCE_MS);
  const tab = tabOf(params);

  useEffect(() => {
    void games.loadVendorTypes();
  }, [games]);

  const tabs = [
    { id: HOT_TAB, label: t('gameList.hot') },
    ...(withFav ? [{ id: FAV_TAB, label: t('gameList.favourites') }] : []),
    { id: ALL_TAB, label: t('gameList.viewAll') },
    ...vendorTabs(games.vendors, params.gameType).map((vendor) => ({ id: vendor.vassalage, label: vendor.accountTypeName })),
  ];

  const select = (next: string) => {
    const query = Object.entries(paramsOfTab(next, params.gameType)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    setSearch(query, { replace: true });
  };

  return (
    <div className="game-list">
      <div className="game-list__top">
        <PageTop id="gameList" />
        <Tabs label={t('gameList.vendors')} tabs={tabs} value={tab} onChange={select} variant="scroll" />
        <input
          type="search"
          className="game-list__search control control--pill"
          aria-label={t('gameList.searchName')}
          placeholder={t('gameList.searchName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="game-list__body" role="tabpanel" aria-label={tabs.find((item) => item.id === tab)?.label}>
        {tab === HOT_TAB && <HotList gameType={params.gameType} gameName={gameName} />}
        {tab === FAV_TAB && <FavouriteList gameName={gameName} />}
        {tab !== HOT_TAB && tab !== FAV_TAB && (
          <PagedGameGrid
            query={{ gameType: params.gameType as GameType | undefined, vassalage: params.vassalage, gameName: gameName || undefined }}
          />
        )}
      </div>
    </div>
  );
});
