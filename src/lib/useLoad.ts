import { useEffect, useEffectEvent, useState } from 'react';

export interface Loaded<T> {
  /**
   * The answer for the current key (kept while `reload` asks again). A new key has none until
   * it answers, unless `keep` is set: then the last answer of any key stays until the new one.
   */
  value: T | undefined;
  /** The current key has not answered yet; never while the key is null. */
  loading: boolean;
  /** Why the current key's last load failed; null while loading or after an answer. */
  error: unknown;
  /** Asks again for the current key, e.g. after a failure or for a new captcha. */
  reload: () => void;
}

export interface LoadOptions<T> {
  /** Keep showing the previous key's answer while the new key loads, and after it fails. */
  keep?: boolean;
  /** Runs once per answer of the current key, for what an answer sets off (a redirect, a form filled in). */
  onValue?: (value: T) => void;
}

interface Asked {
  key: string | null;
  /** Counts reloads of one key, so asking again fetches again. */
  attempt: number;
}

interface Answer<T> extends Asked {
  key: string;
  value: T | undefined;
  error: unknown;
}

/**
 * The one way a screen loads data: `load` (a store call) runs when the component mounts and
 * again whenever `key` changes (a language, an id, a filter: whatever the answer depends on);
 * a null key loads nothing. Only the answer to the latest ask is taken: an answer for an older
 * key or attempt, or one arriving after unmount, is dropped. `load` is read when the ask starts,
 * so it may close over anything; `key` alone decides when to ask again.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, { keep = false, onValue }: LoadOptions<T> = {}): Loaded<T> {
  const [asked, setAsked] = useState<Asked>({ key, attempt: 0 });
  const attempt = asked.key === key ? asked.attempt : 0;
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const start = useEffectEvent(() => new Promise<T>((resolve) => resolve(load())));
  const answered = useEffectEvent((value: T) => onValue?.(value));
  const failed = useEffectEvent((asking: Asked & { key: string }, error: unknown) =>
    setAnswer((previous) => ({
      ...asking,
      value: previous && (previous.key === asking.key || keep) ? previous.value : undefined,
      error: error ?? new Error('Load failed'),
    })),
  );

  useEffect(() => {
    if (key === null) return;
    let live = true;
    start().then(
      (value) => {
        if (!live) return;
        setAnswer({ key, attempt, value, error: null });
        answered(value);
      },
      (error: unknown) => {
        if (live) failed({ key, attempt }, error);
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const current = answer !== null && answer.key === key;
  const done = current && answer.attempt === attempt;
  return {
    value: current || keep ? answer?.value : undefined,
    loading: key !== null && !done,
    error: done ? answer.error : null,
    reload: () => setAsked({ key, attempt: attempt + 1 }),
  };
}
