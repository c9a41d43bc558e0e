import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useWhen } from '../queues/QueueDetailPanel';
import { useFailure } from '../useFailure';
import { chatErrorText } from './chatErrors';
import { ClaimBar } from './ClaimBar';
import { ReplyBox } from './ReplyBox';

/** The open conversation: who has it, its transcript (older pages on demand), and the reply box while it is open and not another's. */
export const TranscriptPane = observer(function TranscriptPane({ me }: { me: number }) {
  const { t } = useTranslation();
  const { chat } = useOpsStore();
  const when = useWhen();
  const { error, busy, run } = useFailure(chatErrorText);
  const log = useRef<HTMLDivElement>(null);
  const conversation = chat.selected!;
  const latest = chat.messages.at(-1)?.id;
  useEffect(() => {
    // The newest message in view as it arrives (older pages are added above without moving it).
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [latest]);
  const heldByOther = conversation.claimedBy !== null && conversation.claimedBy.staffId !== me;

  return (
    <section className="ops-chat-pane" aria-labelledby="ops-chat-with">
      <header className="ops-chat-pane-head">
        <h2 id="ops-chat-with">{t('ops.chat.with', { username: conversation.username })}</h2>
        <ClaimBar conversation={conversation} me={me} busy={busy} run={run} />
      </header>
      <FormAlert error={error} />
      <div
        ref={log}
        className="ops-chat-log"
        role="log"
        aria-label={t('ops.chat.transcript', { username: conversation.username })}
        tabIndex={0}
      >
        {chat.hasOlder && (
          <button type="button" className="ops-button ops-button--quiet" disabled={busy} onClick={() => void run(() => chat.loadOlder())}>
            {t('ops.chat.older')}
          </button>
        )}
        <ol>
          {chat.messages.map((message) => (
            <li key={message.id} className={`ops-chat-message ops-chat-message--${message.from}`}>
              <span className="ops-chat-who">
                {message.from === 'player' ? conversation.username : (message.agent ?? t('ops.chat.support'))}
              </span>
              <p>{message.body}</p>
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </li>
          ))}
        </ol>
      </div>
      {conversation.closedAt ? (
        <p className="ops-chat-note">{t('ops.chat.readOnly', { when: when(conversation.closedAt) })}</p>
      ) : heldByOther ? (
        <p className="ops-chat-note">{t('ops.chat.heldNote', { username: conversation.claimedBy!.username })}</p>
      ) : (
        <ReplyBox username={conversation.username} busy={busy} onSend={(body) => run(() => chat.reply(body))} />
      )}
    </section>
  );
});
