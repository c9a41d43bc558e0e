import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { withEnd, withStart, type DateRange } from './recordRange';

interface RecordFiltersProps {
  range: DateRange;
  /** The last day that may be picked (today). */
  maxDate: string;
  gameType: string;
  /** Game types to filter by (not menu entries such as promotions); '' stands for all. */
  gameTypes: string[];
  onRange: (range: DateRange) => void;
  onGameType: (gameType: string) => void;
}

/** The record's filters: from and to dates (kept in order, at most 3 months) and the game type. */
export function RecordFilters({ range, maxDate, gameType, gameTypes, onRange, onGameType }: RecordFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="records__filters">
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
      <div className="field records__type">
        <label htmlFor={`${id}-type`}>{t('records.gameType')}</label>
        <select className="control" id={`${id}-type`} value={gameType} onChange={(event) => onGameType(event.target.value)}>
          <option value="">{t('records.all')}</option>
          {gameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`lobby.categories.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
