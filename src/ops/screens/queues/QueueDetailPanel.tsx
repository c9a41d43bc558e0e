import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsDeposit } from '../../../../contracts/operator';

/** One fact of an item: its label's i18n key and the value (left out when there is none). */
export type Fact = [label: string, value: ReactNode | null | undefined];

/** A date and time as staff read it, in the console's language. */
export function useWhen(): (at: string | null) => string | null {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (at) => (at ? format.format(new Date(at)) : null);
}

/** An item's facts as a description list; those without a value are not shown. */
export function FactList({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation();
  return (
    <dl className="ops-facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Who decided what on an item, and why, oldest first. */
export function DecisionHistory({ decisions }: { decisions: OpsDeposit['decisions'] }) {
  const { t } = useTranslation();
  const when = useWhen();
  if (decisions.length === 0) return null;
  return (
    <section aria-label={t('ops.queues.history')}>
      <h3>{t('ops.queues.history')}</h3>
      <ul className="ops-queue-history">
        {decisions.map((d, index) => (
          <li key={index}>
            {t('ops.queues.historyLine', { decision: t(`ops.queues.decided.${d.decision}`), by: d.operator, at: when(d.decidedAt) })}
            {d.reason ? `: ${d.reason}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The panel of the item opened from a queue's grid: its title, a close button, its content. It
 * takes the focus as it opens (another item opened is another panel), so a keyboard or screen
 * reader goes on there; Escape closes it.
 */
export function QueueDetailPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="ops-card ops-queue-detail"
      aria-label={title}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="ops-queue-detail-head">
        <h2>{title}</h2>
        <button type="button" className="ops-button ops-button--quiet" onClick={onClose}>
          {t('ops.queues.close')}
        </button>
      </div>
      {children}
    </section>
  );
}
