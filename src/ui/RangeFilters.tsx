import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withEnd, withStart, type DateRange } from '../lib/dayRange';
import './RangeFilters.css';

interface RangeFiltersProps {
  range: DateRange;
  /** The last day that may be picked (today). */
  maxDate: string;
  onRange: (range: DateRange) => void;
  /** The list's own filters (game type, status), laid out under the dates. */
  children?: ReactNode;
}

/** The filters of a dated list: from and to dates (kept in order, at most 3 months apart), then the list's own. */
export function RangeFilters({ range, maxDate, onRange, children }: RangeFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="range-filters">
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('records.from')}</label>
        <input
          className="control"
          id={`${id}-from`}
          type="date"
          value={range.startDate}
          max={maxDate}
          onChange={(event) => onRange(withStart(range, event.target.value))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('records.to')}</label>
        <input
          className="control"
          id={`${id}-to`}
          type="date"
          value={range.endDate}
          min={range.startDate}
          max={maxDate}
          onChange={(event) => onRange(withEnd(range, event.target.value))}
        />
      </div>
      {children}
    </div>
  );
}
