import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_MAX_LIMIT, type OpsPaymentChannel } from '../../../../contracts/content-ops';
import { checkAmount, pesosText } from '../../../lib/amount';
import { formatMoney } from '../../../lib/money';
import { contentErrorText } from './contentErrors';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { FormFooter } from './FormFooter';
import { useFailure } from '../useFailure';
import type { contentFeatures } from './ContentTable';
import { ContentTable, type ContentColumn } from './ContentTable';
import { actionsColumn } from './RowActions';
import { useLoad } from './useLoad';
import '../../content.css';

const column = createColumnHelper<typeof contentFeatures, OpsPaymentChannel>();
const ANY_AMOUNT = { min: 1, max: CHANNEL_MAX_LIMIT };

/** A channel's limits and preset amounts, typed in pesos (presets parted by commas or spaces). */
function ChannelForm({ channel, onDone }: { channel: OpsPaymentChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const { settings } = useOpsStore();
  const [min, setMin] = useState(pesosText(channel.min));
  const [max, setMax] = useState(pesosText(channel.max));
  const [presets, setPresets] = useState(channel.fixAmounts.map(pesosText).join(' '));
  const { error, setError, busy, run } = useFailure(contentErrorText);
  const heading = t('ops.settings.payments.edit', { channel: channel.channelName });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amounts = [min, max, ...presets.split(/[\s,]+/).filter(Boolean)].map((text) => checkAmount(text, ANY_AMOUNT));
    if (amounts.some((amount) => amount.error !== null)) return setError(t('ops.settings.payments.amountRule'));
    const [low, high, ...fixed] = amounts.map((amount) => amount.centavos!);
    if (await run(() => settings.changeChannel(channel.channelId, { min: low, max: high, fixAmounts: [...new Set(fixed)] }))) onDone();
  };

  return (
    <form className="ops-card ops-content-form" aria-label={heading} onSubmit={(event) => void submit(event)}>
      <h2>{heading}</h2>
      <div className="ops-content-row">
        <label className="ops-field">
          <span>{t('ops.settings.payments.min')}</span>
          <input value={min} onChange={(event) => setMin(event.currentTarget.value)} inputMode="decimal" required />
        </label>
        <label className="ops-field">
          <span>{t('ops.settings.payments.max')}</span>
          <input value={max} onChange={(event) => setMax(event.currentTarget.value)} inputMode="decimal" required />
        </label>
      </div>
      <label className="ops-field">
        <span>{t('ops.settings.payments.presets')}</span>
        <input value={presets} onChange={(event) => setPresets(event.currentTarget.value)} aria-describedby="ops-channel-presets-hint" />
      </label>
      <small id="ops-channel-presets-hint">{t('ops.settings.payments.presetsHint')}</small>
      <FormFooter error={error} saveDisabled={busy} onCancel={onDone} />
    </form>
  );
}

/** /ops/settings/payment-channels (settings.edit): every deposit channel on or off, with its limits, for the next deposit. */
export const PaymentChannelsScreen = observer(function PaymentChannelsScreen() {
  const { t } = useTranslation();
  const { settings } = useOpsStore();
  const loadError = useLoad(useCallback(() => settings.loadChannels(), [settings]));
  const [editing, setEditing] = useState<OpsPaymentChannel | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<ContentColumn<OpsPaymentChannel>[]>(() => {
    const money = (centavos: number) => formatMoney(centavos, '₱');
    return [
      column.accessor('channelName', { header: () => t('ops.settings.payments.channel') }),
      column.accessor('bankType', { header: () => t('ops.settings.payments.type') }),
      column.accessor('enabled', {
        header: () => t('ops.content.status'),
        cell: (info) => t(info.getValue() ? 'ops.settings.payments.on' : 'ops.settings.payments.off'),
      }),
      column.accessor('min', { header: () => t('ops.settings.payments.min'), cell: (info) => money(info.getValue()) }),
      column.accessor('max', { header: () => t('ops.settings.payments.max'), cell: (info) => money(info.getValue()) }),
      column.accessor('fixAmounts', {
        header: () => t('ops.settings.payments.presets'),
        cell: (info) => info.getValue().map(money).join(', '),
      }),
      actionsColumn<OpsPaymentChannel>(t, (channel) => [
        { label: t('ops.content.editItem', { title: channel.channelName }), onClick: () => setEditing(channel) },
        {
          label: t(channel.enabled ? 'ops.settings.payments.switchOff' : 'ops.settings.payments.switchOn', {
            channel: channel.channelName,
          }),
          onClick: () => {
            setError(null);
            settings
              .changeChannel(channel.channelId, { enabled: !channel.enabled })
              .catch((failure: unknown) => setError(contentErrorText(t, failure)));
          },
        },
      ]),
    ];
  }, [t, settings]);

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-payments-title">
      <h1 id="ops-payments-title">{t('ops.settings.payments.heading')}</h1>
      <FormAlert error={loadError ?? error} />
      {editing && <ChannelForm key={editing.channelId} channel={editing} onDone={() => setEditing(null)} />}
      <ContentTable
        label={t('ops.settings.payments.heading')}
        rows={settings.channels}
        columns={columns}
        rowId={(c) => String(c.channelId)}
      />
    </section>
  );
});
