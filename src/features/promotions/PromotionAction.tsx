import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PromotionView } from '../../api';
import { isActionable, usePromotionAction } from './usePromotionAction';

/**
 * The promotion's SPEC §4 label for this player: a button where there is something to do (Join,
 * Claim; an issued reward shows "Issued" beside its Claim), a label otherwise. The button's name
 * is its text and then the promotion's title, so a list of "Claim" buttons still says which is which.
 */
export const PromotionAction = observer(function PromotionAction({ promotion, title }: { promotion: PromotionView; title: string }) {
  const { t } = useTranslation();
  const { act, sending } = usePromotionAction();
  const label = <span className={`promo-state promo-state--${promotion.state}`}>{t(`promotions.state.${promotion.state}`)}</span>;
  if (!isActionable(promotion)) return label;
  const text = t(promotion.state === 'join' ? 'promotions.state.join' : 'promotions.state.claim');
  return (
    <span className="promo-action">
      {promotion.state === 'issued' && label}
      <button
        type="button"
        className="btn btn--primary btn--small"
        aria-label={`${text}: ${title}`}
        disabled={sending}
        onClick={() => act(promotion)}
      >
        {text}
      </button>
    </span>
  );
});
