import { useTranslation } from 'react-i18next';
import { formatJackpot } from './jackpot';
import { RollingNumber } from './RollingNumber';
import { useJackpot } from './useJackpot';

/** The jackpot ticker over the lobby's jackpot games: whole pesos (SPEC §9), the same running jackpot as home's. */
export function JackpotTicker() {
  const { t } = useTranslation();
  const value = useJackpot();
  return (
    <p className="jackpot-ticker">
      <span className="jackpot-ticker__label">{t('games.jackpot')}</span> <RollingNumber text={formatJackpot(value, 0)} />
    </p>
  );
}
