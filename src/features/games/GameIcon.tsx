import { useState } from 'react';
import defaultIcon from './default-game.svg';

/** A game's icon, decorative beside its name; a default image when it fails to load. */
export function GameIcon({ src, className }: { src: string; className: string }) {
  const [broken, setBroken] = useState(false);
  return <img className={className} src={broken ? defaultIcon : src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}
