import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityQuestion } from '../../api/security';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { LoginPasswordCheck } from '../../ui/form/LoginPasswordCheck';
import { TextField } from '../../ui/form/TextField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { ANSWER_COUNT, MAX_ANSWER_LENGTH, newAnswerProblems } from './answerRules';
import { questionText } from './questionText';

interface Row {
  questionId: number | null;
  answer: string;
}

const ROW_FIELDS = Array.from({ length: ANSWER_COUNT }, (_, index) => [`question.${index}`, `answers.${index}`]).flat();
const FIELDS = [...ROW_FIELDS, 'loginPassword'];

interface QuestionSelectProps {
  index: number;
  questions: readonly SecurityQuestion[];
  value: number | null;
  /** Questions other rows took: a question is answered once. */
  taken: ReadonlySet<number>;
  onChange: (questionId: number | null) => void;
  error?: string;
}

function QuestionSelect({ index, questions, value, taken, onChange, error }: QuestionSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label--required">
        {t('security.questions.question', { n: index + 1 })}
      </label>
      <select
        className="control"
        id={id}
        value={value ?? ''}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('security.questions.choose')}</option>
        {questions
          .filter((question) => question.id === value || !taken.has(question.id))
          .map((question) => (
            <option key={question.id} value={question.id}>
              {questionText(t, question)}
            </option>
          ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

interface QuestionsFormProps {
  questions: readonly SecurityQuestion[];
  onDone: () => void;
  /** Back to the questions already set, when there are some. */
  onCancel?: () => void;
}

/** Three different questions, an answer to each, and the login password that confirms them (they replace any earlier ones). */
export function QuestionsForm({ questions, onDone, onCancel }: QuestionsFormProps) {
  const { t } = useTranslation();
  const { security, ui } = useStores();
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: ANSWER_COUNT }, () => ({ questionId: null, answer: '' })));
  const [loginPassword, setLoginPassword] = useState('');
  const errors = useFormErrors();
  const { sending, send } = useSending();
  const setRow = (index: number, change: Partial<Row>, field: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    errors.setField(field, null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newAnswerProblems(rows);
    if (!loginPassword) found.loginPassword = 'account.enterPassword';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        await security.setAnswers({ loginPassword, answers: rows.map((row) => ({ questionId: row.questionId!, answer: row.answer })) });
        ui.showToast('security.questions.saved');
        onDone();
      } catch (error) {
        setLoginPassword('');
        errors.apply(error, FIELDS);
      }
    });
  };

  return (
    <form className="security__step form-stack" onSubmit={submit} noValidate>
      <h2 className="security__heading">{t('security.questions.title')}</h2>
      <p className="security__note">{t('security.questions.intro')}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className="form-stack security__fieldset">
          <QuestionSelect
            index={index}
            questions={questions}
            value={row.questionId}
            taken={new Set(rows.flatMap((other, i) => (i !== index && other.questionId !== null ? [other.questionId] : [])))}
            onChange={(questionId) => setRow(index, { questionId }, `question.${index}`)}
            error={errors.fields[`question.${index}`]}
          />
          <TextField
            label={t('security.questions.answer', { n: index + 1 })}
            value={row.answer}
            onChange={(answer) => setRow(index, { answer }, `answers.${index}`)}
            autoComplete="off"
            maxLength={MAX_ANSWER_LENGTH}
            required
            hint={index === 0 ? t('security.questions.answerHint') : undefined}
            error={errors.fields[`answers.${index}`]}
          />
        </fieldset>
      ))}
      <LoginPasswordCheck
        value={loginPassword}
        onChange={(value) => {
          setLoginPassword(value);
          errors.setField('loginPassword', null);
        }}
        error={errors.fields.loginPassword}
      />
      <FormSubmit error={errors.form} sending={sending} label={t('security.questions.save')} />
      {onCancel && (
        <button type="button" className="btn btn--ghost btn--block" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </form>
  );
}
