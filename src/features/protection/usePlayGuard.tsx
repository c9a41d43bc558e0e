import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { PlaySession } from '../../api/protection';
import { loadTexts } from '../../i18n';
import { useStores } from '../../stores/context';
import { RealityCheckDialog, SessionEndedDialog } from './RealityCheckDialog';
import { playTimes } from './realityTimes';

type Shown = { kind: 'check'; session: PlaySession } | { kind: 'ended'; minutes: number } | null;

/**
 * The reality check and the session limit over a game (a real account's play only): every N
 * minutes of this sign-in's play session a dialog tells the time played and the net result, to
 * keep playing or stop; at the session limit play ends (the server refuses bets from then on too).
 * While a dialog is up the game is `suspended` (the shell's game view, drawn over the page, is
 * closed so the dialog can be seen); once `ended` the game is gone.
 */
export function usePlayGuard(onStop: () => void): { overlay: ReactNode; suspended: boolean; ended: boolean } {
  const { protection, session } = useStores();
  const watched = session.viewer === 'member';
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<Shown>(null);
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState(false);

  const fetch = useEffectEvent(() => protection.playSession());
  const showCheck = useEffectEvent(async () => {
    const fresh = await fetch().catch(() => null);
    if (fresh) setShown((current) => (current?.kind === 'ended' ? current : { kind: 'check', session: fresh }));
  });

  useEffect(() => {
    if (!watched) return;
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    void Promise.all([fetch(), loadTexts('protection')])
      .then(([current]) => {
        if (cancelled) return;
        setReady(true);
        const now = Date.now();
        const times = playTimes(current, now);
        const end = () => {
          setEnded(true);
          setShown({ kind: 'ended', minutes: current.sessionLimitMinutes ?? 0 });
        };
        if (current.ended) return end();
        if (times.endsAt !== null) timers.push(setTimeout(end, Math.max(0, times.endsAt - now)));
        timers.push(setTimeout(() => void showCheck(), Math.max(0, times.nextCheckAt - now)));
      })
      // Without the session's times there is no reminder; the server still ends play at the limit.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [watched, round]);

  const overlay =
    ready && shown ? (
      shown.kind === 'check' ? (
        <RealityCheckDialog
          session={shown.session}
          onContinue={() => {
            setShown(null);
            setRound((n) => n + 1);
          }}
          onStop={onStop}
        />
      ) : (
        <SessionEndedDialog minutes={shown.minutes} onLeave={onStop} />
      )
    ) : null;
  return { overlay, suspended: shown !== null, ended };
}
