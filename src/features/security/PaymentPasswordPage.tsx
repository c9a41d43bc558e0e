import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoadStatus } from '../../ui/LoadStatus';
import { SetPaymentPasswordForm } from '../withdraw/SetPaymentPasswordForm';
import { ChangePaymentPasswordForm } from './ChangePaymentPasswordForm';
import { ResetPaymentPasswordForm } from './ResetPaymentPasswordForm';
import '../withdraw/withdraw.css';
import './security.css';

/**
 * The payment password: set the first one (the withdraw screen's own form), change it with the
 * current one, or, forgotten, reset it with the answers to the security questions (`?forgot=1`
 * opens that directly). Done, the player is back in the security centre.
 */
export default observer(function PaymentPasswordPage() {
  const { security } = useStores();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [forgot, setForgot] = useState(query.get('forgot') === '1');
  const isSet = useLoad('paymentPasswordSet', () => security.paymentPasswordSet());
  const done = () => navigate(PATHS.security, { replace: true });

  let body;
  if (isSet.value === undefined) body = <LoadStatus loaded={isSet} />;
  else if (!isSet.value) body = <SetPaymentPasswordForm onDone={done} />;
  else if (forgot) body = <ResetPaymentPasswordForm onDone={done} onCancel={() => setForgot(false)} />;
  else body = <ChangePaymentPasswordForm onDone={done} onForgot={() => setForgot(true)} />;
  return <section className="page security">{body}</section>;
});
