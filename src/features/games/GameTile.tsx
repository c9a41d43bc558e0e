import type { Game } from '../../../contracts/games';
import { FavouriteButton } from './FavouriteButton';
import { GameIcon } from './GameIcon';

/** One game: its icon (a default image if that fails to load) and name open it; the heart favourites it. */
export function GameTile({ game, onOpen }: { game: Game; onOpen: (game: Game) => void }) {
  return (
    <li className="game-tile">
      <button type="button" className="game-tile__open" onClick={() => onOpen(game)}>
        <GameIcon className="game-tile__icon" src={game.iconUrl} />
        <span className="game-tile__name">{game.gameName}</span>
      </button>
      <FavouriteButton game={game} />
    </li>
  );
}
