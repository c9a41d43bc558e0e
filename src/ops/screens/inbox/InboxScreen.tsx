import '../../inbox.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { SendMessageForm } from './SendMessageForm';
import { SentTable } from './SentTable';

/** /ops/player-inbox (inbox.send): a message to one player's inbox or to a segment's, and the messages sent. */
export const InboxScreen = observer(function InboxScreen() {
  const { t } = useTranslation();
  const { inbox } = useOpsStore();
  const listing = useFailure();
  useEffect(() => {
    void listing.run(() => inbox.load());
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inbox]);

  return (
    <section className="ops-screen ops-inbox" aria-labelledby="ops-inbox-title">
      <h1 id="ops-inbox-title">{t('ops.inbox.title')}</h1>
      <SendMessageForm />
      <section aria-labelledby="ops-inbox-sent">
        <h2 id="ops-inbox-sent">{t('ops.inbox.sent')}</h2>
        <FormAlert error={listing.error} />
        {inbox.sent.length === 0 ? <p>{t(inbox.loading ? 'ops.inbox.loading' : 'ops.inbox.none')}</p> : <SentTable messages={inbox.sent} />}
        {inbox.nextBefore !== null && (
          <button
            type="button"
            className="ops-button ops-button--quiet"
            disabled={listing.busy}
            onClick={() => void listing.run(() => inbox.loadMore())}
          >
            {t('ops.inbox.older')}
          </button>
        )}
      </section>
    </section>
  );
});
