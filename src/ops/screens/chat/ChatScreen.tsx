import '../../chat.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_STATES } from '../../../../contracts/chat-desk';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { chatErrorText } from './chatErrors';
import { ConversationList } from './ConversationList';
import { TranscriptPane } from './TranscriptPane';

/**
 * /ops/chats (chat.answer): the support desk. The conversations (open ones waiting first, or the
 * closed ones' transcripts), the one opened, and a live feed that keeps them current as players
 * write and other agents answer, claim or close.
 */
export const ChatScreen = observer(function ChatScreen() {
  const { t } = useTranslation();
  const { chat, session } = useOpsStore();
  const { error, run } = useFailure(chatErrorText);
  const me = session.me!.staffId;
  useEffect(() => {
    void run(() => chat.load('open'));
    return chat.connect();
    // Once per visit of the screen: run is new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat]);

  return (
    <section className="ops-screen ops-chat" aria-labelledby="ops-chat-title">
      <header className="ops-chat-head">
        <h1 id="ops-chat-title">{t('ops.chat.title')}</h1>
        <p className={`ops-chat-feed ops-chat-feed--${chat.feed}`} role="status">
          {t(`ops.chat.feed.${chat.feed}`)}
        </p>
        <div className="ops-actions" role="group" aria-label={t('ops.chat.show')}>
          {DESK_STATES.map((state) => (
            <button
              key={state}
              type="button"
              className="ops-button ops-button--quiet"
              aria-pressed={chat.state === state}
              onClick={() => void run(() => chat.load(state))}
            >
              {t(`ops.chat.states.${state}`)}
            </button>
          ))}
        </div>
      </header>
      <FormAlert error={error} />
      <div className="ops-chat-panes">
        <ConversationList me={me} onOpen={(id) => void run(() => chat.open(id))} />
        {chat.selected ? (
          <TranscriptPane key={chat.selected.conversationId} me={me} />
        ) : (
          <p className="ops-chat-pick">{t('ops.chat.pick')}</p>
        )}
      </div>
    </section>
  );
});
