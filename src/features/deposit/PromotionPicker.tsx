import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositPromotion } from '../../api';
import { useMoney } from '../../ui/useMoney';

interface PromotionPickerProps {
  /** The promotions the amount qualifies for (promotions.ts). */
  promotions: readonly DepositPromotion[];
  value: number | null;
  onChange: (promotionId: number | null) => void;
}

/** The deposit promotions as radio buttons, 'No promotion' first; nothing when none applies. */
export const PromotionPicker = observer(function PromotionPicker({ promotions, value, onChange }: PromotionPickerProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = useId();
  if (promotions.length === 0) return null;
  return (
    <fieldset className="deposit__group">
      <legend className="deposit__legend">{t('deposit.promotion.label')}</legend>
      <label className="deposit__option">
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <span>{t('deposit.promotion.none')}</span>
      </label>
      {promotions.map((promotion) => (
        <label key={promotion.promotionId} className="deposit__option">
          <input type="radio" name={name} checked={value === promotion.promotionId} onChange={() => onChange(promotion.promotionId)} />
          <span>
            <span className="deposit__option-title">{promotion.title}</span>{' '}
            <span className="deposit__option-note">
              {t('deposit.promotion.terms', {
                percent: promotion.bonusPercent,
                max: money(promotion.maxBonus),
                min: money(promotion.minDeposit),
                turnover: promotion.turnoverMultiplier,
              })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
});
