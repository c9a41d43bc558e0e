import { useNavigate } from 'react-router-dom';
import { toApiError, type PromotionView } from '../../api';
import { PATHS } from '../../app/routes';
import { useAccessCheck } from '../../app/useAccessCheck';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';

/** The states a player acts on: join (deposit, play or apply) and claim (a claim, or an issued reward). */
export function isActionable(p: PromotionView): boolean {
  return p.state === 'join' || p.state === 'claim' || p.state === 'issued';
}

/**
 * What a tap on a promotion's button does. A visitor goes to log in and a trial player gets the
 * free_reject toast; a player joins a deposit promotion on the deposit page and the cashback by
 * playing, applies to one the operator approves, and claims what is ready. After a refusal the list
 * is read again, so the screen shows the server's state (say, claimed meanwhile on another phone).
 */
export function usePromotionAction() {
  const { session, promotions, ui } = useStores();
  const navigate = useNavigate();
  const { deny } = useAccessCheck();
  const { sending, send } = useSending();

  const act = (p: PromotionView) => {
    if (session.viewer !== 'member') return deny(session.viewer === 'visitor' ? 'login' : 'trialReject');
    if (p.state === 'join' && p.kind === 'deposit') return navigate(PATHS.voucherCenter);
    if (p.state === 'join' && p.kind === 'cashback') return navigate(PATHS.game);
    void send(async () => {
      try {
        if (p.state === 'join') await promotions.apply(p.promotionId);
        else await promotions.claim(p.promotionId);
        ui.showToast(p.state === 'join' ? 'promotions.toast.applied' : 'promotions.toast.claimed');
      } catch (error) {
        ui.showToast(toApiError(error).i18nKey);
        void promotions.load().catch(() => undefined);
      }
    });
  };

  return { act, sending };
}
