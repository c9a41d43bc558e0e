import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentMessage } from '../../../../contracts/inbox-ops';
import { useWhen } from '../queues/QueueDetailPanel';
import { GridTable } from '../GridTable';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, SentMessage>();

/** The messages sent to players, newest first (TanStack Table). */
export function SentTable({ messages }: { messages: SentMessage[] }) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const columns = useMemo(() => {
    const count = new Intl.NumberFormat(i18n.language);
    return column.columns([
      column.accessor('sentAt', { header: () => t('ops.inbox.sentAt'), cell: (info) => when(info.getValue()) }),
      column.accessor('audience', {
        header: () => t('ops.inbox.to'),
        cell: (info) => {
          const audience = info.getValue();
          return audience.kind === 'player' ? audience.username : t(`ops.inbox.segments.${audience.segment}`);
        },
      }),
      column.accessor('title', { header: () => t('ops.inbox.subject') }),
      column.accessor('recipients', { header: () => t('ops.inbox.recipients'), cell: (info) => count.format(info.getValue()) }),
      column.accessor('sentBy', { header: () => t('ops.inbox.sentBy') }),
    ]);
  }, [t, i18n.language, when]);
  const table = useTable({ features, columns, data: messages, getRowId: (message) => String(message.messageId) });
  return <GridTable table={table} />;
}
