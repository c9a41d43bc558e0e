import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '../../../contracts/games';
import { useLoad } from '../../lib/useLoad';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { RetryLoad } from '../../ui/RetryLoad';
import { Section } from '../../ui/Section';
import { Tabs } from '../../ui/Tabs';
import { useListLanguage } from '../../ui/useListLanguage';
import { gameListPath } from '../games/gameListPath';
import { GameGrid } from '../games/GameGrid';
import { useHotGames } from '../games/useHotGames';
import { VendorBadge } from '../games/VendorBadge';
import { vendorFilterQuery, vendorFilters, type VendorFilter } from './categories';

/**
 * The vendor game list block (SPEC §2): the type's hot games, its vendors (the first chosen at
 * first, the active one in colour), a filter (all, new, and for slots jackpot and bingo), up to
 * 13 of the chosen vendor's games that pass it, 'More' to all of the vendor's games, and a
 * footer naming every provider of the type. Keyed by type.
 */
export const VendorGameList = observer(function VendorGameList({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const { games } = useStores();
  const language = useListLanguage();
  const hot = useHotGames(GAME_PAGE_SIZES.homeHot, language, gameType);
  const vendors = games.vendorsOf(gameType);
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState<VendorFilter>('ALL');
  const vassalage = vendors.find((vendor) => vendor.vassalage === chosen)?.vassalage ?? vendors[0]?.vassalage;
  const category = t(`lobby.categories.${gameType}`);
  const chosenGames = useLoad(vassalage ? JSON.stringify([gameType, vassalage, filter, language]) : null, async () => {
    const value = await games.list({ gameType, vassalage, pageSize: GAME_PAGE_SIZES.vendorList, ...vendorFilterQuery(filter) });
    return value.games;
  });

  return (
    <>
      {hot?.length !== 0 && (
        <Section title={t('lobby.hotIn', { category })}>
          <GameGrid games={hot} placeholders={GAME_PAGE_SIZES.homeHot} moreTo={gameListPath({ type: 'hot', gameType })} />
        </Section>
      )}
      <Section title={category}>
        {vassalage ? (
          <>
            <ul className="vendor-row">
              {vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <VendorBadge
                    name={vendor.accountTypeName}
                    pressed={vendor.vassalage === vassalage}
                    onSelect={() => setChosen(vendor.vassalage)}
                  />
                </li>
              ))}
            </ul>
            <Tabs
              label={t('lobby.filterLabel')}
              tabs={vendorFilters(gameType).map((id) => ({ id, label: t(`lobby.filters.${id}`) }))}
              value={filter}
              onChange={setFilter}
              variant="scroll"
            />
            {chosenGames.error !== null && <RetryLoad onRetry={chosenGames.reload} />}
            {!chosenGames.loading && chosenGames.error === null && (
              <GameGrid games={chosenGames.value ?? []} moreTo={gameListPath({ gameType, vassalage })} />
            )}
            <p className="vendor-providers">
              {t('lobby.providers', { names: vendors.map((vendor) => vendor.accountTypeName).join(', ') })}
            </p>
          </>
        ) : (
          <EmptyState />
        )}
      </Section>
    </>
  );
});
