import { useEffect, useState } from 'react';
import { LOCAL_KEYS } from '../../platform/storage';
import { useStores } from '../../stores/context';
import { jackpotStart, nextJackpot, nextJackpotDelay, type Random } from './jackpot';

/** The running jackpot, kept in local storage so it carries on where the last visit left it. */
export function useJackpot(random: Random = Math.random): number {
  const { storage } = useStores();
  const [value, setValue] = useState(() => jackpotStart(storage.local.get<number>(LOCAL_KEYS.jackpot), random));

  useEffect(() => {
    storage.local.set(LOCAL_KEYS.jackpot, value);
    const timer = setTimeout(() => setValue(nextJackpot(value, random)), nextJackpotDelay(random));
    return () => clearTimeout(timer);
  }, [storage, value, random]);

  return value;
}
