import { useNavigate } from 'react-router-dom';
import type { Game } from '../../../contracts/games';
import { useStores } from '../../stores/context';
import { launchTarget } from './launchTarget';

/**
 * A tap on a game: visitors go to log in; players have it recorded as recently played and go
 * where launchTarget says.
 */
export function useLaunchGame(): (game: Game) => void {
  const { session, games } = useStores();
  const navigate = useNavigate();
  return (game) => {
    if (session.isLoggedIn) games.recordRecent(game.nodeId);
    navigate(launchTarget(game, session));
  };
}
