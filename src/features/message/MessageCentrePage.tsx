import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAccessCheck } from '../../app/useAccessCheck';
import { useLiveChatLauncher } from '../../app/useLiveChatLauncher';
import { useStores } from '../../stores/context';
import { PageTop } from '../../ui/PageTop';
import { CentreRows } from './CentreRows';
import { InboxView } from './InboxView';
import './message.css';

/** The inbox opens over the centre as `?view=inbox`, so the back arrow returns to the centre. */
const INBOX_VIEW = 'inbox';
/** SPEC §2 lists /m/webEmail among the inbox's paths: it opens the inbox itself. */
const INBOX_PATH = '/m/webEmail';

/**
 * The message centre (/m/message, /m/messages) and the player's inbox (/m/webEmail, or the
 * centre's inbox row). Everyone may read the centre's rows; the inbox needs a real account: a
 * visitor is sent to log in, a trial player is told 'free_reject' and stays on the centre (SPEC §2).
 */
const MessageCentrePage = observer(function MessageCentrePage() {
  const { announcements, chat, inbox, session, system } = useStores();
  const { deny } = useAccessCheck();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const inboxAsked = pathname === INBOX_PATH || search.get('view') === INBOX_VIEW;
  const signedIn = session.isLoggedIn;
  const mayReadInbox = session.viewer === 'member';
  const refusal = signedIn ? 'trialReject' : 'login';

  useEffect(() => {
    void announcements.loadUnlessFresh();
    // The live-chat row shows for visitors too (it asks them to log in): the flags are needed either way.
    void system.loadWhitelabel();
    inbox.refreshUnread();
    chat.refreshUnread();
  }, [announcements, chat, inbox, system, signedIn]);

  useEffect(() => {
    if (inboxAsked && !mayReadInbox) deny(refusal, true);
  }, [inboxAsked, mayReadInbox, refusal, deny]);

  const openInbox = () => {
    if (!mayReadInbox) deny(refusal);
    else navigate(`?view=${INBOX_VIEW}`);
  };

  const openChat = useLiveChatLauncher();

  return (
    <section className="page message-centre">
      <PageTop id="message" />
      {inboxAsked && mayReadInbox ? <InboxView /> : <CentreRows onOpenInbox={openInbox} onOpenChat={openChat} />}
    </section>
  );
});

export default MessageCentrePage;
