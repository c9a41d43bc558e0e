import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '../../../contracts/account';
import { TextField, digitsOnly } from './TextField';
import { unsealCaptcha } from './unsealCaptcha';
import './CaptchaField.css';

/** SPEC §9: the captcha answer is numeric, at most 6 digits. */
export const CAPTCHA_MAX = 6;

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  captcha: CaptchaValue | null;
  onRefresh: () => void;
  error?: string | null;
}

type AssistStatus = 'idle' | 'solving' | 'solved' | 'failed';

/** The outcome of one attempt at unsealing one captcha. */
interface Outcome {
  captchaId: string;
  attempt: number;
  status: 'solved' | 'failed';
}

const STATUS_TEXT: Record<AssistStatus, string | null> = {
  idle: null,
  solving: 'account.captchaSolving',
  solved: 'account.captchaSolved',
  failed: 'account.captchaSolveFailed',
};

/**
 * The captcha answer with its image; tapping the image fetches a new one. A player who cannot
 * read the image asks this device to work the answer out instead ("I can't see the picture"):
 * the answer comes sealed behind a proof of work, which takes a moment, then fills the field.
 * Once chosen, each new captcha (after a failed try or a refresh) is worked out the same way.
 */
export function CaptchaField({ value, onChange, captcha, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [assisted, setAssisted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const sealed = captcha?.sealed;
  const captchaId = captcha?.captchaId;
  useEffect(() => {
    if (!assisted || !sealed || !captchaId) return;
    const controller = new AbortController();
    unsealCaptcha(sealed, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        onChangeRef.current(digitsOnly(answer, CAPTCHA_MAX));
        setOutcome({ captchaId, attempt, status: 'solved' });
      },
      () => {
        if (!controller.signal.aborted) setOutcome({ captchaId, attempt, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [assisted, sealed, captchaId, attempt]);

  let status: AssistStatus = 'idle';
  if (assisted && sealed) {
    status = outcome && outcome.captchaId === captchaId && outcome.attempt === attempt ? outcome.status : 'solving';
  }
  const statusText = STATUS_TEXT[status];

  return (
    <div className="captcha-field">
      <TextField
        label={t('account.captcha')}
        value={value}
        onChange={(next) => onChange(digitsOnly(next, CAPTCHA_MAX))}
        error={error}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={CAPTCHA_MAX}
        addon={
          <button type="button" className="captcha-image" aria-label={t('account.captchaRefresh')} onClick={onRefresh}>
            {captcha && <img src={captcha.image} alt="" />}
          </button>
        }
      />
      {sealed && (
        <div className="captcha-assist">
          <button
            type="button"
            className="captcha-assist__button"
            // aria-disabled, not disabled: the button keeps focus while the status is read out.
            aria-disabled={status === 'solving' || undefined}
            onClick={() => {
              if (status === 'solving') return;
              setAssisted(true);
              setAttempt((n) => n + 1);
            }}
          >
            {t('account.captchaNoImage')}
          </button>
          <p className="captcha-assist__status" role="status" aria-live="polite">
            {statusText && t(statusText)}
          </p>
        </div>
      )}
    </div>
  );
}
