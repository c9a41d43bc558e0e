import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Game } from '../../../contracts/games';
import { EmptyState } from '../../ui/EmptyState';
import { useLaunchGame } from '../play/useLaunchGame';
import { GameTile } from './GameTile';
import './GameGrid.css';

interface GameGridProps {
  /** null while the first answer is on its way: `placeholders` empty tiles hold the place. */
  games: Game[] | null;
  placeholders?: number;
  /** Where the trailing 'More' tile leads; no tile without it. */
  moreTo?: string;
  /** Shown when there are no games; `false` shows nothing. */
  empty?: string | false;
}

/** Game tiles in a grid, three across on a phone, with an optional 'More' tile. */
export function GameGrid({ games, placeholders = 0, moreTo, empty }: GameGridProps) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  if (games?.length === 0 && empty !== false) return <EmptyState text={empty} />;
  return (
    <ul className="game-grid" aria-busy={games === null || undefined}>
      {games === null
        ? Array.from({ length: placeholders }, (_, i) => <li key={i} className="game-tile game-tile--placeholder" aria-hidden="true" />)
        : games.map((game) => <GameTile key={game.nodeId} game={game} onOpen={launch} />)}
      {moreTo && (
        <li className="game-tile">
          <Link className="game-tile__more" to={moreTo}>
            {t('games.more')}
          </Link>
        </li>
      )}
    </ul>
  );
}
