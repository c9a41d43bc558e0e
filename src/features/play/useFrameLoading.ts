import { useEffect, useRef, useState } from 'react';

/** SPEC §4 "Play page": the source is set 150 ms after blanking; loading ends 100 ms after the frame's load. */
export const FRAME_TIMING = { srcDelayMs: 150, loadedDelayMs: 100 } as const;
export const BLANK_FRAME = 'about:blank';

/**
 * The play frame's source and loading state for one game address: blank and loading at first,
 * the address after 150 ms, loading over 100 ms after the game page (not the blank one) loaded.
 * Callers key the frame by address, so another game starts over.
 */
export function useFrameLoading(url: string) {
  const [src, setSrc] = useState(BLANK_FRAME);
  const [loading, setLoading] = useState(true);
  const loadedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setSrc(url), FRAME_TIMING.srcDelayMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(loadedTimer.current);
    };
  }, [url]);

  const onLoad = () => {
    if (src === BLANK_FRAME) return;
    clearTimeout(loadedTimer.current);
    loadedTimer.current = setTimeout(() => setLoading(false), FRAME_TIMING.loadedDelayMs);
  };

  return { src, loading, onLoad };
}
