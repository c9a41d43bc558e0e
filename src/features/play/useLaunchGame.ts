import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../api';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { playLocation } from './playPath';
import { launchTarget, type Launchable } from './launchTarget';

/** What a refused launch shows: FORBIDDEN means the game's vendor is not connected yet. */
export function launchErrorKey(error: unknown): string {
  const { code, i18nKey } = toApiError(error);
  return code === 'FORBIDDEN' ? 'play.notAvailable' : i18nKey;
}

/**
 * A tap on a game: visitors go to log in. Lottery games open their route and are recorded as
 * recently played here; any other game is launched through the server (which records it) and
 * opens the play page on the vendor's address. A second tap while a launch runs is ignored.
 */
export function useLaunchGame(): (game: Launchable) => void {
  const { session, games, ui } = useStores();
  const navigate = useNavigate();
  const launching = useRef(false);

  const launch = async (nodeId: number) => {
    launching.current = true;
    ui.showLoading();
    try {
      const { url, gameName } = await games.launch(nodeId);
      const target = playLocation(url, gameName);
      navigate(target, { state: target.state });
    } catch (error) {
      ui.showToast(launchErrorKey(error));
    } finally {
      ui.hideLoading();
      launching.current = false;
    }
  };

  return (game) => {
    const target = launchTarget(game, session);
    if (target !== PATHS.play) {
      if (session.isLoggedIn) games.recordRecent(game.nodeId);
      navigate(target);
    } else if (!launching.current) {
      void launch(game.nodeId);
    }
  };
}
