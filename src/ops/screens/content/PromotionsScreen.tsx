import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsPromotion, OpsPromotionChange } from '../../../../contracts/content-ops';
import { checkAmount, pesosText } from '../../../lib/amount';
import { contentErrorText } from './contentErrors';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { FormFooter } from './FormFooter';
import { useFailure } from '../useFailure';
import type { contentFeatures } from './ContentTable';
import { ContentTable, type ContentColumn } from './ContentTable';
import { actionsColumn } from './RowActions';
import { useLoad } from './useLoad';
import { instantOf, localInputOf, shownAt } from './when';
import '../../content.css';

const column = createColumnHelper<typeof contentFeatures, OpsPromotion>();

/** A promotion's titles, dates and what it pays (a check-in's or an application's reward, a percentage's cap). */
function PromotionForm({ promotion, onDone }: { promotion: OpsPromotion; onDone: () => void }) {
  const { t } = useTranslation();
  const { content } = useOpsStore();
  const [title, setTitle] = useState(promotion.title);
  const [titleFil, setTitleFil] = useState(promotion.titleFil ?? '');
  const [from, setFrom] = useState(localInputOf(promotion.startsAt));
  const [until, setUntil] = useState(localInputOf(promotion.endsAt));
  const [reward, setReward] = useState(pesosText(promotion.rewardAmount));
  const [percent, setPercent] = useState(String(promotion.bonusPercent));
  const [cap, setCap] = useState(pesosText(promotion.maxBonus));
  const { error, setError, busy, run } = useFailure(contentErrorText);
  const pays = promotion.kind === 'check_in' || promotion.kind === 'application';
  const heading = t('ops.content.promotions.edit', { title: promotion.title });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: OpsPromotionChange = {
      title: title.trim(),
      titleFil: titleFil.trim() || null,
      startsAt: instantOf(from),
      endsAt: instantOf(until),
    };
    const money = (text: string) => checkAmount(text, { min: 1, max: 100_000_000 });
    if (pays) {
      const amount = money(reward);
      if (amount.error) return setError(t('ops.content.promotions.amountRule'));
      body.rewardAmount = amount.centavos!;
    } else {
      const amount = money(cap);
      if (amount.error || !/^\d{1,4}$/.test(percent)) return setError(t('ops.content.promotions.amountRule'));
      body.maxBonus = amount.centavos!;
      body.bonusPercent = Number(percent);
    }
    if (await run(() => content.promotions.change(promotion.promotionId, body))) onDone();
  };

  return (
    <form className="ops-card ops-content-form" aria-label={heading} onSubmit={(event) => void submit(event)}>
      <h2>{heading}</h2>
      <label className="ops-field">
        <span>{t('ops.content.promotions.title')}</span>
        <input value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={120} required />
      </label>
      <label className="ops-field">
        <span>{t('ops.content.promotions.titleFil')}</span>
        <input value={titleFil} onChange={(event) => setTitleFil(event.currentTarget.value)} maxLength={120} />
      </label>
      <div className="ops-content-row">
        <label className="ops-field">
          <span>{t('ops.content.from')}</span>
          <input type="datetime-local" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        </label>
        <label className="ops-field">
          <span>{t('ops.content.until')}</span>
          <input type="datetime-local" value={until} onChange={(event) => setUntil(event.currentTarget.value)} />
        </label>
      </div>
      {pays ? (
        <label className="ops-field">
          <span>{t('ops.content.promotions.reward')}</span>
          <input value={reward} onChange={(event) => setReward(event.currentTarget.value)} inputMode="decimal" required />
        </label>
      ) : (
        <div className="ops-content-row">
          <label className="ops-field">
            <span>{t('ops.content.promotions.percent')}</span>
            <input type="number" min={0} max={1000} value={percent} onChange={(event) => setPercent(event.currentTarget.value)} required />
          </label>
          <label className="ops-field">
            <span>{t('ops.content.promotions.cap')}</span>
            <input value={cap} onChange={(event) => setCap(event.currentTarget.value)} inputMode="decimal" required />
          </label>
        </div>
      )}
      <FormFooter error={error} saveDisabled={busy} onCancel={onDone} />
    </form>
  );
}

/** /ops/content/promotions (content.edit): every promotion, shown or hidden; its texts, dates and pay. */
export const PromotionsScreen = observer(function PromotionsScreen() {
  const { t, i18n } = useTranslation();
  const { promotions } = useOpsStore().content;
  const loadError = useLoad(useCallback(() => promotions.load(), [promotions]));
  const [editing, setEditing] = useState<OpsPromotion | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<ContentColumn<OpsPromotion>[]>(
    () => [
      column.accessor('title', { header: () => t('ops.content.promotions.title') }),
      column.accessor('kind', {
        header: () => t('ops.content.promotions.kind'),
        cell: (info) => t(`ops.content.promotions.kinds.${info.getValue()}`),
      }),
      column.display({
        id: 'window',
        header: () => t('ops.content.shown'),
        cell: ({ row }) =>
          [shownAt(row.original.startsAt, i18n.language), shownAt(row.original.endsAt, i18n.language)].filter(Boolean).join(' – ') ||
          t('ops.content.always'),
      }),
      column.accessor('active', {
        header: () => t('ops.content.status'),
        cell: (info) => t(info.getValue() ? 'ops.content.published' : 'ops.content.hidden'),
      }),
      actionsColumn<OpsPromotion>(t, (item) => [
        { label: t('ops.content.editItem', { title: item.title }), onClick: () => setEditing(item) },
        {
          label: t(item.active ? 'ops.content.unpublishItem' : 'ops.content.publishItem', { title: item.title }),
          onClick: () => {
            setError(null);
            promotions
              .change(item.promotionId, { active: !item.active })
              .catch((failure: unknown) => setError(contentErrorText(t, failure)));
          },
        },
      ]),
    ],
    [t, i18n.language, promotions],
  );

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-promotions-title">
      <h1 id="ops-promotions-title">{t('ops.content.promotions.heading')}</h1>
      <FormAlert error={loadError ?? error} />
      {editing && <PromotionForm key={editing.promotionId} promotion={editing} onDone={() => setEditing(null)} />}
      <ContentTable
        label={t('ops.content.promotions.heading')}
        rows={promotions.list}
        columns={columns}
        rowId={(p) => String(p.promotionId)}
      />
    </section>
  );
});
