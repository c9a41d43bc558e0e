import { useEffect } from 'react';
import { useStores } from '../../stores/context';

/**
 * Loads the first page of favourites (4 on home, 100 in the lobby) and again after a login or
 * logout, so hearts and 'My collection' match the account. Call from an observer component.
 */
export function useFavourites(pageSize: number): void {
  const { favourites, session } = useStores();
  const { isLoggedIn } = session;
  useEffect(() => {
    void favourites.load(pageSize);
  }, [favourites, pageSize, isLoggedIn]);
}
