import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shellGameView } from '../../platform/gameView';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { GameFrame } from './GameFrame';
import { frameUrlOf } from './playPath';
import './PlayPage.css';

/**
 * What watches over play (player protection's reality check and session limit): a dialog to draw
 * over the game, whether the game is suspended under it (the shell's game view is drawn over the
 * page, so it is closed meanwhile), and whether play has ended.
 */
export interface PlayGuard {
  overlay: ReactNode;
  suspended: boolean;
  ended: boolean;
}
/** A hook: called on every render with the game's way out. */
export type UsePlayGuard = (onExit: () => void) => PlayGuard;
const UNGUARDED: PlayGuard = { overlay: null, suspended: false, ended: false };
const noGuard: UsePlayGuard = () => UNGUARDED;

/**
 * A vendor's game page over the whole screen (SPEC §2 /m/play and /m/lotto-h5): the address
 * (http(s) only, else a message), and one button out. In a browser the page frames the game; in
 * the Electron shell the shell shows it in its isolated view below the app's bar. Leaving
 * refreshes the balance, so it is fresh when the player comes back from the game.
 */
export function FullScreenGame({
  address,
  title,
  exitLabel,
  onExit,
  useGuard = noGuard,
}: {
  address: string | null;
  title: string | null;
  exitLabel: string;
  onExit: () => void;
  /** Player protection's watch over play (the route's page hands it in: play imports no other feature). */
  useGuard?: UsePlayGuard;
}) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const url = frameUrlOf(address);
  const [shellView] = useState(shellGameView);
  const [refused, setRefused] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const guard = useGuard(onExit);

  useEffect(
    () => () => {
      void wallet.refresh();
    },
    [wallet],
  );

  useEffect(() => {
    if (!shellView || !url || guard.suspended) return;
    const topInset = Math.ceil(bar.current?.getBoundingClientRect().bottom ?? 0);
    shellView.open(url, topInset).catch(() => setRefused(true));
    return () => {
      void shellView.close().catch(() => undefined);
    };
  }, [shellView, url, guard.suspended]);

  return (
    <div className={shellView ? 'play play--shell' : 'play'}>
      <div className="play__bar" ref={bar}>
        <button type="button" className="icon-btn play__back" aria-label={exitLabel} onClick={onExit}>
          <Icon name="back" />
        </button>
      </div>
      {guard.ended ? null : url && !refused ? (
        !shellView && <GameFrame key={url} url={url} title={title || t('play.untitled')} />
      ) : (
        <p className="play__error" role="alert">
          {t('play.cannotOpen')}
        </p>
      )}
      {guard.overlay}
    </div>
  );
}
