import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../../contracts/games';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';

/**
 * The heart on a game tile; favourites need a session (SPEC §5), so visitors go to log in. The
 * heart is full for any favourite, not only those on the page of favourites loaded.
 */
export const FavouriteButton = observer(function FavouriteButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const { session, favourites } = useStores();
  const navigate = useNavigate();
  const active = favourites.isFavourite(game.nodeId);
  const { isLoggedIn } = session;

  useEffect(() => {
    if (isLoggedIn) void favourites.loadMembership();
  }, [favourites, isLoggedIn]);

  const toggle = () => {
    if (isLoggedIn) void favourites.toggle(game);
    else navigate(PATHS.login);
  };

  return (
    <button
      type="button"
      className={active ? 'game-tile__fav game-tile__fav--on' : 'game-tile__fav'}
      aria-label={t(active ? 'games.removeFavourite' : 'games.addFavourite')}
      aria-busy={favourites.isPending(game.nodeId)}
      onClick={toggle}
    >
      <Icon name="heart" />
    </button>
  );
});
