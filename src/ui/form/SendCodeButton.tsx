import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '../../api';
import { useCountdown } from './useCountdown';

/** When the server names no time, a new code may be asked for after 60 s (SPEC §9). */
export const DEFAULT_RESEND_MS = 60_000;

interface SendCodeButtonProps {
  /** Validates and sends; answers value.expirationTime, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
  onError: (error: ApiError) => void;
}

const resendAt = (expirationTime: number | undefined) =>
  expirationTime && expirationTime > Date.now() ? expirationTime : Date.now() + DEFAULT_RESEND_MS;

/** "Send code", then "Resend in N s" (disabled) until the server allows another code. */
export function SendCodeButton({ onSend, onError }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [until, setUntil] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const seconds = useCountdown(until);

  const send = async () => {
    setSending(true);
    try {
      const expirationTime = await onSend();
      if (expirationTime !== null) setUntil(resendAt(expirationTime));
    } catch (caught) {
      const error = toApiError(caught);
      // Too soon: the refusal says when the next code may be asked for, so count down to it.
      if (error.code === 'SMS_TOO_SOON') setUntil(resendAt(error.detail<number>('expirationTime', 'number')));
      onError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="btn btn--ghost btn--small send-code" disabled={sending || seconds > 0} onClick={() => void send()}>
      {seconds > 0 ? t('account.resendIn', { seconds }) : t('account.sendCode')}
    </button>
  );
}
