import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../lib/dayRange';
import { ChoiceFilter } from '../../ui/ChoiceFilter';
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
  return (
    <RangeFilters range={range} maxDate={maxDate} onRange={onRange}>
      <ChoiceFilter
        label={t('betting.gameType')}
        value={gameType}
        choices={gameTypes}
        textOf={(type) => t(`lobby.categories.${type}`)}
        onChange={onGameType}
      />
    </RangeFilters>
  );
}
