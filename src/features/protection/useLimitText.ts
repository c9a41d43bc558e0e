import type { LimitKind } from '../../../contracts/protection-constants';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/useMoney';

/** A limit's value in its unit: pesos for money, minutes for the session. Call from an observer component. */
export function useLimitText(): (kind: LimitKind, value: number) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (kind, value) => (kind === 'session' ? t('protection.limit.minutes', { count: value }) : money(value));
}
