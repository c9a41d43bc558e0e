import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../lib/dayRange';
import { RangeFilters } from '../../ui/RangeFilters';

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

/** The record's filters: the shared date range and the game type. */
export function RecordFilters({ range, maxDate, gameType, gameTypes, onRange, onGameType }: RecordFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <RangeFilters range={range} maxDate={maxDate} onRange={onRange}>
      <div className="field">
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
    </RangeFilters>
  );
}
