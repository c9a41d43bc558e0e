import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../api';
import type { SecurityCentre } from '../../api/security';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { LoginPasswordCheck } from '../../ui/form/LoginPasswordCheck';
import { TextField } from '../../ui/form/TextField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useFormValues } from '../../ui/form/useFormValues';
import { LoadStatus } from '../../ui/LoadStatus';
import './security.css';

const FIELDS = ['payeeName', 'loginPassword'] as const;

/** A given name and a surname at least (the server's rule, which it checks again): letters, spaces and . , ' - */
const looksLikeFullName = (name: string) =>
  /^\p{L}[\p{L}\p{M} .,'-]*$/u.test(name) && name.split(/\s+/).filter((word) => word.replace(/[^\p{L}]/gu, '').length > 1).length >= 2;

function PayeeForm({ facts }: { facts: SecurityCentre }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { security, ui } = useStores();
  const errors = useFormErrors();
  const { values, setValues, change } = useFormValues({ payeeName: '', loginPassword: '' }, errors);
  const { sending, send } = useSending();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payeeName = values.payeeName.trim().replace(/\s+/g, ' ');
    const found: Record<string, string> = {};
    if (!looksLikeFullName(payeeName)) found.payeeName = 'security.payee.invalid';
    if (!values.loginPassword) found.loginPassword = 'account.enterPassword';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        await security.bindPayee({ payeeName, loginPassword: values.loginPassword });
        ui.showToast('security.payee.saved');
        navigate(PATHS.security, { replace: true });
      } catch (caught) {
        const error = toApiError(caught);
        setValues((current) => ({ ...current, loginPassword: '' }));
        if (error.code === 'FIELD_INVALID' && error.field === 'payeeName') errors.setField('payeeName', 'security.payee.invalid');
        else errors.apply(error, FIELDS);
      }
    });
  };

  return (
    <form className="security__step form-stack" onSubmit={submit} noValidate>
      <p className="security__note">{t('security.payee.intro')}</p>
      <TextField
        label={t('security.payee.name')}
        value={values.payeeName}
        onChange={change('payeeName')}
        autoComplete="name"
        maxLength={100}
        required
        hint={t(facts.identityVerified ? 'security.payee.hintVerified' : 'security.payee.hint')}
        error={errors.fields.payeeName}
      />
      <LoginPasswordCheck value={values.loginPassword} onChange={change('loginPassword')} error={errors.fields.loginPassword} />
      <FormSubmit error={errors.form} sending={sending} label={t('security.payee.save')} />
    </form>
  );
}

/**
 * The payee name (SPEC §3 payeeName): the player's own full name, which payouts are made to. Set
 * once (it must be the verified name once the identity is verified); a change afterwards goes
 * through customer service, so the screen then only shows it.
 */
export default observer(function BindPayeePage() {
  const { t } = useTranslation();
  const { security } = useStores();
  const facts = useLoad('centre', () => security.centre());
  let body;
  if (!facts.value) body = <LoadStatus loaded={facts} />;
  else if (facts.value.payeeName) {
    body = (
      <div className="security__step">
        <h2 className="security__heading">{facts.value.payeeName}</h2>
        <p className="security__note">{t('security.payee.locked')}</p>
      </div>
    );
  } else body = <PayeeForm facts={facts.value} />;
  return <section className="page security">{body}</section>;
});
