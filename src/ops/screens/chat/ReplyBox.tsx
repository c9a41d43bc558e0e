import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../../contracts/chat';

/** The agent's answer: Enter sends, Shift+Enter starts a new line. Kept when sending fails. */
export function ReplyBox({ username, busy, onSend }: { username: string; busy: boolean; onSend: (body: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const send = async () => {
    if (busy || body.trim().length === 0) return;
    if (await onSend(body.trim())) setBody('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    void send();
  };
  return (
    <form
      className="ops-chat-reply"
      aria-label={t('ops.chat.replyTo', { username })}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor="ops-chat-body">{t('ops.chat.reply')}</label>
      <textarea
        id="ops-chat-body"
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        value={body}
        onInput={(event) => setBody(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ops-button" disabled={busy || body.trim().length === 0}>
        {t('ops.chat.send')}
      </button>
    </form>
  );
}
