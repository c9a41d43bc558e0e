import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { FigureKind } from './reportViews';

/** A report's figure as staff read it: pesos from centavos, counts grouped, known values (`worded` names which) in words. */
export function useFigure(): (kind: FigureKind, value: string | number, worded?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (kind, value, worded) => {
      if (kind === 'money') return formatMoney(Number(value), '₱');
      if (kind === 'count') return new Intl.NumberFormat(i18n.language).format(Number(value));
      return worded ? t(`ops.reports.values.${worded}.${String(value)}`, { defaultValue: String(value) }) : String(value);
    },
    [t, i18n.language],
  );
}
