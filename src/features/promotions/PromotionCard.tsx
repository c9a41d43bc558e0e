import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PromotionView } from '../../api';
import { PATHS } from '../../app/routes';
import { useMoney } from '../../ui/useMoney';
import { PromotionAction } from './PromotionAction';
import { notesOf, rulesOf, titleOf } from './promotionTexts';

/** One promotion in the list: its title (opening its details), how it pays, what is ready or paid, and its label or button. */
export const PromotionCard = observer(function PromotionCard({ promotion }: { promotion: PromotionView }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const title = titleOf(promotion, i18n.language);
  const [summary] = rulesOf(promotion, t, money);
  const [note] = notesOf(promotion, t, money);
  return (
    <li className="promo-card">
      <h2 className="promo-card__title">
        <Link to={`${PATHS.activity}?id=${promotion.promotionId}`} state={{ fromList: true }}>
          {title}
        </Link>
      </h2>
      <p className="promo-card__text">{summary}</p>
      <div className="promo-card__foot">
        <span className="promo-card__note">{note}</span>
        <PromotionAction promotion={promotion} title={title} />
      </div>
    </li>
  );
});
