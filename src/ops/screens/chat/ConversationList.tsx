import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeskConversation } from '../../../../contracts/chat-desk';
import { useOpsStore } from '../../stores/context';
import { waitingText } from '../queues/waitingText';
import { useNow } from './useNow';

/** Who has a conversation, as the list and the transcript say it. */
export function holderText(t: TFunction, conversation: DeskConversation, me: number): string | null {
  const holder = conversation.claimedBy;
  if (!holder) return null;
  return holder.staffId === me ? t('ops.chat.yours') : t('ops.chat.heldBy', { username: holder.username });
}

/** The desk's conversations: unread badge, how long the player has waited, who has it, the latest message. */
export const ConversationList = observer(function ConversationList({
  me,
  onOpen,
}: {
  me: number;
  onOpen: (conversationId: number) => void;
}) {
  const { t } = useTranslation();
  const { chat } = useOpsStore();
  const now = useNow();
  if (chat.conversations.length === 0) {
    return (
      <p className="ops-chat-none">
        {t(chat.loading ? 'ops.chat.loading' : chat.state === 'open' ? 'ops.chat.noneOpen' : 'ops.chat.noneClosed')}
      </p>
    );
  }
  return (
    <ul className="ops-chat-list" aria-label={t('ops.chat.conversations')}>
      {chat.conversations.map((c) => {
        const holder = holderText(t, c, me);
        const waited = c.waitingSince ? Math.max(0, (now - Date.parse(c.waitingSince)) / 1000) : null;
        return (
          <li key={c.conversationId}>
            <button
              type="button"
              className="ops-chat-item"
              aria-current={chat.selected?.conversationId === c.conversationId ? 'true' : undefined}
              onClick={() => onOpen(c.conversationId)}
            >
              <span className="ops-chat-item-top">
                <span className="ops-chat-user">{c.username}</span>
                {c.unread > 0 && (
                  <span className="ops-chat-badge" aria-label={t('ops.chat.unread', { count: c.unread })}>
                    {c.unread > 99 ? '99+' : c.unread}
                  </span>
                )}
              </span>
              {waited !== null && <span className="ops-chat-waiting">{t('ops.chat.waiting', { time: waitingText(t, waited) })}</span>}
              {holder && <span className="ops-chat-holder">{holder}</span>}
              <span className="ops-chat-last">{c.lastMessage.body}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
