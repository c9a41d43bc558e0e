import dayjs from 'dayjs';
import { useState } from 'react';
import { defaultRange, formatDate, type DateRange } from './dayRange';

/** A dated list's range: today (the last day that may be picked) and the range, the last 7 days at first. */
export function useDayRange(): { today: string; range: DateRange; setRange: (range: DateRange) => void } {
  const [today] = useState(() => formatDate(dayjs()));
  const [range, setRange] = useState(() => defaultRange(dayjs(today)));
  return { today, range, setRange };
}
