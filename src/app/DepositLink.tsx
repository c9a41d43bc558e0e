import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { depositOpensPopup } from './depositEntry';
import { GuardedLink, type GuardedLinkProps } from './GuardedLink';
import { useAccessCheck } from './useAccessCheck';

/**
 * A deposit entry (footer, side menu): a link to /m/voucherCenter, or in the GCash/Maya host
 * variant a button opening the e-wallet popup over the current page (depositEntry.ts). Either
 * way the deposit's access rule comes first: visitors log in, trial players get free_reject.
 */
export const DepositLink = observer(function DepositLink(props: GuardedLinkProps) {
  const { ui } = useStores();
  const { check } = useAccessCheck();
  if (!depositOpensPopup()) return <GuardedLink {...props} />;
  return (
    <button
      type="button"
      className={props.className}
      onClick={() => {
        if (check(props.to)) ui.openDialog('deposit');
        props.onAfterClick?.();
      }}
    >
      {props.children}
    </button>
  );
});
