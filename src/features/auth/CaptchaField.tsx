import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '../../../contracts/account';
import { TextField, digitsOnly } from './TextField';

/** SPEC §9: the captcha answer is numeric, at most 6 digits. */
export const CAPTCHA_MAX = 6;

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  captcha: CaptchaValue | null;
  onRefresh: () => void;
  error?: string | null;
}

/** The captcha answer with its image; tapping the image fetches a new one. */
export function CaptchaField({ value, onChange, captcha, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
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
  );
}
