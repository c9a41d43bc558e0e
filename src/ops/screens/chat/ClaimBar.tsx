import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeskConversation } from '../../../../contracts/chat-desk';
import { useOpsStore } from '../../stores/context';
import { holderText } from './ConversationList';

/** Who is answering, and what this agent may do about it: claim, release, take over, close. */
export const ClaimBar = observer(function ClaimBar({
  conversation,
  me,
  busy,
  run,
}: {
  conversation: DeskConversation;
  me: number;
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { chat } = useOpsStore();
  if (conversation.closedAt) return <p className="ops-chat-claim">{t('ops.chat.closedState')}</p>;
  const holder = conversation.claimedBy;
  const mine = holder?.staffId === me;
  const button = (label: string, action: () => Promise<void>, kind = 'ops-button--quiet') => (
    <button type="button" className={`ops-button ${kind}`} disabled={busy} onClick={() => void run(action)}>
      {label}
    </button>
  );
  return (
    <div className="ops-chat-claim ops-actions">
      <span className="ops-chat-holder" role="status">
        {holderText(t, conversation, me) ?? t('ops.chat.nobody')}
      </span>
      {!holder && button(t('ops.chat.claim'), () => chat.claim(), '')}
      {mine && button(t('ops.chat.release'), () => chat.release())}
      {holder && !mine && button(t('ops.chat.takeOver', { username: holder.username }), () => chat.claim(true))}
      {(!holder || mine) && button(t('ops.chat.close'), () => chat.close(), 'ops-button--danger')}
    </div>
  );
});
