import { useEffect, useState } from 'react';
import { useStores } from '../../stores/context';

/**
 * The player's profile picture as an object URL, or null (none, or not loaded yet). It is their
 * own face, so it is read with their session (the server serves it to nobody else), again only
 * when its version in member info changes, and let go with the screen.
 */
export function useProfilePicture(): string | null {
  const { session } = useStores();
  const version = session.memberInfo?.icon ?? null;
  const [loaded, setLoaded] = useState<{ version: string; url: string } | null>(null);
  useEffect(() => {
    if (!version) return;
    let made: string | null = null;
    let live = true;
    session
      .iconPicture()
      .then((picture) => {
        if (!live) return;
        made = URL.createObjectURL(picture);
        setLoaded({ version, url: made });
      })
      // A picture that cannot be read leaves the drawn avatar: nothing the player must act on.
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [session, version]);
  return loaded?.version === version ? loaded.url : null;
}
