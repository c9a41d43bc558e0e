import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Section';
import { formatJackpot } from './jackpot';
import { RollingNumber } from './RollingNumber';
import { useJackpot } from './useJackpot';

const HOME_DECIMALS = 2;

/** The jackpot counter of home. Not a live region: a number that changes every few seconds would drown a screen reader. */
export function JackpotBlock() {
  const { t } = useTranslation();
  const value = useJackpot();
  return (
    <Section title={t('games.jackpot')} className="jackpot">
      <p className="jackpot__value">
        <RollingNumber text={formatJackpot(value, HOME_DECIMALS)} />
      </p>
    </Section>
  );
}
