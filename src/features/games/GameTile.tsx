import { useState } from 'react';
import type { Game } from '../../../contracts/games';
import defaultIcon from './default-game.svg';
import { FavouriteButton } from './FavouriteButton';

/** One game: its icon (a default image if that fails to load) and name open it; the heart favourites it. */
export function GameTile({ game, onOpen }: { game: Game; onOpen: (game: Game) => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <li className="game-tile">
      <button type="button" className="game-tile__open" onClick={() => onOpen(game)}>
        <img className="game-tile__icon" src={broken ? defaultIcon : game.iconUrl} alt="" loading="lazy" onError={() => setBroken(true)} />
        <span className="game-tile__name">{game.gameName}</span>
      </button>
      <FavouriteButton game={game} />
    </li>
  );
}
