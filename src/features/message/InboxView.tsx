import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../api/inbox';
import { usePaged } from '../../lib/usePaged';
import { useStores } from '../../stores/context';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { InboxItem } from './InboxItem';

/** Messages a page of the inbox holds. */
export const INBOX_PAGE_SIZE = 20;

/**
 * The player's inbox: newest first, paged. Opening a message marks it read at once here (the
 * badge drops with the server's new count); a deleted one leaves the list.
 */
export const InboxView = observer(function InboxView() {
  const { t } = useTranslation();
  const { inbox, ui } = useStores();
  // The oldest message shown: a later page holds the ones older than it, so a message deleted here
  // (or newly received) between pages neither skips one nor shows one twice.
  const oldestShown = useRef<number | undefined>(undefined);
  const paged = usePaged<InboxMessage>('inbox', async (pageNo) => {
    const page = await inbox.page(pageNo, INBOX_PAGE_SIZE, pageNo > 1 ? oldestShown.current : undefined);
    return { items: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
  });
  oldestShown.current = paged.items.at(-1)?.messageId;
  // What changed here since the pages were fetched: read and deleted ids.
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<number>>(new Set());

  const open = (message: InboxMessage) => {
    setReadIds((ids) => new Set(ids).add(message.messageId));
    void inbox.markRead(message.messageId);
  };
  const remove = (message: InboxMessage) => {
    inbox.remove(message.messageId).then(
      () => {
        setDeletedIds((ids) => new Set(ids).add(message.messageId));
        ui.showToast('inbox.deleted');
      },
      () => ui.showToast('errors.NETWORK'),
    );
  };

  const shown = paged.items
    .filter((message) => !deletedIds.has(message.messageId))
    .map((message) => (readIds.has(message.messageId) ? { ...message, read: true } : message));
  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="inbox__title">
        {t('inbox.title')}
      </h2>
      <ul className="inbox__list">
        {shown.map((message) => (
          <InboxItem key={message.messageId} message={message} onOpen={open} onDelete={remove} />
        ))}
      </ul>
      <PagedListStatus paged={{ ...paged, items: shown }} empty="inbox.empty" />
    </section>
  );
});
