import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '../../../contracts/games';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { Section } from '../../ui/Section';
import { gameListPath } from '../games/gameListPath';
import { GameGrid } from '../games/GameGrid';
import { VendorBadge } from '../games/VendorBadge';

/**
 * The vendor game list block (SPEC §2): the type's vendors (the first chosen at first, the active
 * one in colour), up to 13 of the chosen vendor's games and 'More' to all of them. Keyed by type.
 */
export const VendorGameList = observer(function VendorGameList({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const { games, ui } = useStores();
  const vendors = games.vendorsOf(gameType);
  const [chosen, setChosen] = useState<string | null>(null);
  const vassalage = vendors.find((vendor) => vendor.vassalage === chosen)?.vassalage ?? vendors[0]?.vassalage;
  const [loaded, setLoaded] = useState<{ vassalage: string; list: Game[] } | null>(null);
  const { language } = ui;

  useEffect(() => {
    if (!vassalage) return;
    let live = true;
    games.list({ gameType, vassalage, pageSize: GAME_PAGE_SIZES.vendorList }).then(
      (value) => live && setLoaded({ vassalage, list: value.games }),
      () => live && setLoaded({ vassalage, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [games, gameType, vassalage, language]);

  return (
    <Section title={t(`lobby.categories.${gameType}`)}>
      {vassalage ? (
        <>
          <ul className="vendor-row">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorBadge name={vendor.accountTypeName} pressed={vendor.vassalage === vassalage} onSelect={() => setChosen(vendor.vassalage)} />
              </li>
            ))}
          </ul>
          {loaded?.vassalage === vassalage && <GameGrid games={loaded.list} moreTo={gameListPath({ gameType, vassalage })} />}
        </>
      ) : (
        <EmptyState />
      )}
    </Section>
  );
});
