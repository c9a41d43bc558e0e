import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { LoadStatus } from '../../ui/LoadStatus';
import { PromotionCard } from './PromotionCard';
import { PromotionDialog } from './PromotionDialog';
import './promotions.css';

/**
 * /m/activity, the promotions (SPEC §2): every running or announced promotion with the player's
 * label in it (SPEC §4), read again when the viewer changes (a login, a logout). A promotion's
 * details are a dialog at /m/activity?id=<promotionId>, so they can be linked to (a banner, a
 * message) and the phone's back button closes them.
 */
export default observer(function PromotionsPage() {
  const { promotions, session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const loaded = useLoad(session.token ?? 'visitor', () => promotions.load());
  const list = promotions.list;
  const open = list && params.has('id') ? promotions.byId(Number(params.get('id'))) : undefined;
  // Opened from the list: back to it; opened by a link: the list without the dialog.
  const close = () =>
    (location.state as { fromList?: boolean } | null)?.fromList ? navigate(-1) : navigate(PATHS.activity, { replace: true });

  return (
    <section className="page promotions">
      {list === null || loaded.error !== null ? (
        <LoadStatus loaded={loaded} />
      ) : list.length === 0 ? (
        <EmptyState text="promotions.empty" />
      ) : (
        <ul className="promotions__list">
          {list.map((promotion) => (
            <PromotionCard key={promotion.promotionId} promotion={promotion} />
          ))}
        </ul>
      )}
      {open && <PromotionDialog promotion={open} onClose={close} />}
    </section>
  );
});
