import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '../../api';
import type { SecurityQuestion } from '../../api/security';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { LoginPasswordCheck } from '../../ui/form/LoginPasswordCheck';
import { NewPinFields } from '../../ui/form/NewPinFields';
import { isWholePin } from '../../ui/form/PinField';
import { TextField } from '../../ui/form/TextField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useFormValues } from '../../ui/form/useFormValues';
import { LoadStatus } from '../../ui/LoadStatus';
import { foldAnswer, MAX_ANSWER_LENGTH } from './answerRules';
import { questionText } from './questionText';

const FIELDS = ['newPaymentPassword', 'confirmPaymentPassword', 'loginPassword'] as const;

interface ResetFormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** The fields, once the player's own questions are here. */
function ResetFields({ questions, onDone, onCancel }: ResetFormProps & { questions: readonly SecurityQuestion[] }) {
  const { t } = useTranslation();
  const { security, ui } = useStores();
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  // Wrong answers are one refusal for all of them (the server never says which), with the tries left.
  const [wrongAnswers, setWrongAnswers] = useState<number | null>(null);
  const errors = useFormErrors();
  const { values, setValues, change } = useFormValues({ newPaymentPassword: '', confirmPaymentPassword: '', loginPassword: '' }, errors);
  const { sending, send } = useSending();
  const answer = (index: number) => (value: string) => {
    setAnswers((current) => current.map((old, i) => (i === index ? value : old)));
    errors.setField(`answers.${index}`, null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    answers.forEach((typed, index) => {
      if (!foldAnswer(typed)) found[`answers.${index}`] = 'security.reset.answerRequired';
    });
    if (!isWholePin(values.newPaymentPassword)) found.newPaymentPassword = 'paymentPassword.required';
    else if (values.confirmPaymentPassword !== values.newPaymentPassword) found.confirmPaymentPassword = 'paymentPassword.mismatch';
    if (!values.loginPassword) found.loginPassword = 'account.enterPassword';
    errors.reset(found);
    setWrongAnswers(null);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        await security.resetPaymentPassword({
          loginPassword: values.loginPassword,
          answers: questions.map((question, index) => ({ questionId: question.id, answer: answers[index]! })),
          newPaymentPassword: values.newPaymentPassword,
        });
        ui.showToast('security.reset.done');
        onDone();
      } catch (caught) {
        const error = toApiError(caught);
        if (error.code === 'SECURITY_ANSWERS_WRONG') setWrongAnswers(error.detail<number>('attemptsLeft', 'number') ?? 0);
        else errors.apply(error, FIELDS);
        setValues((current) => ({ ...current, loginPassword: '' }));
      }
    });
  };

  return (
    <form className="security__step form-stack" onSubmit={submit} noValidate>
      <h2 className="security__heading">{t('security.reset.title')}</h2>
      <p className="security__note">{t('security.reset.intro')}</p>
      {questions.map((question, index) => (
        <TextField
          key={question.id}
          label={questionText(t, question)}
          value={answers[index]!}
          onChange={answer(index)}
          autoComplete="off"
          maxLength={MAX_ANSWER_LENGTH}
          required
          error={errors.fields[`answers.${index}`]}
        />
      ))}
      {wrongAnswers !== null && (
        <p className="security__alert" role="alert">
          {t('security.reset.answersWrong', { attemptsLeft: wrongAnswers })}
        </p>
      )}
      <NewPinFields name="newPaymentPassword" values={values} change={change} errors={errors} />
      <LoginPasswordCheck value={values.loginPassword} onChange={change('loginPassword')} error={errors.fields.loginPassword} />
      <FormSubmit error={errors.form} sending={sending} label={t('security.reset.submit')} />
      <button type="button" className="btn btn--ghost btn--block" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </form>
  );
}

/**
 * A forgotten payment password, reset with the answers to the player's own security questions and
 * the login password. Without questions there is nothing to answer: the player is sent to set them
 * (which needs only the login password).
 */
export const ResetPaymentPasswordForm = observer(function ResetPaymentPasswordForm(props: ResetFormProps) {
  const { t } = useTranslation();
  const { security } = useStores();
  const own = useLoad('memberQuestions', () => security.memberQuestions());
  if (!own.value) return <LoadStatus loaded={own} />;
  if (own.value.questions.length === 0) {
    return (
      <div className="security__step">
        <h2 className="security__heading">{t('security.reset.title')}</h2>
        <p className="security__note">{t('security.reset.noQuestions')}</p>
        <Link className="btn btn--primary btn--block" to={PATHS.securityQuestions}>
          {t('security.reset.setQuestions')}
        </Link>
        <button type="button" className="btn btn--ghost btn--block" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    );
  }
  return <ResetFields questions={own.value.questions} {...props} />;
});
