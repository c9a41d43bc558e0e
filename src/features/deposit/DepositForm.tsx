import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannels, DepositType } from '../../api';
import { FormError } from '../../ui/form/FormError';
import { Tabs } from '../../ui/Tabs';
import { checkAmount, type AmountCheck } from '../../lib/amount';
import { AmountField } from '../../ui/form/AmountField';
import { ChannelPicker } from './ChannelPicker';
import { channelFields, resolveChoice } from './channels';
import { PromotionPicker } from './PromotionPicker';
import { promotionsFor } from './promotions';
import { useDepositSubmit } from './useDepositSubmit';
import { usePromotions } from './usePromotions';

interface Wanted {
  type?: DepositType;
  channelId?: number;
  bankCode?: string;
}

/**
 * The deposit form: channel types as tabs, the type's channels and the channel's banks, preset
 * and typed amounts within the channel's range, the promotions the amount qualifies for, and
 * the confirm button, disabled while the order is being sent.
 */
export const DepositForm = observer(function DepositForm({ types }: { types: DepositChannels }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState<Wanted>({});
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountCheck['error']>(null);
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const promotions = usePromotions();
  const { submit, submitting, refusal, clearRefusal } = useDepositSubmit();
  const choice = resolveChoice(types, wanted);
  if (!choice) return null;

  const range = refusal.range ?? choice.channel;
  const typed = checkAmount(amount, range);
  const offered = promotionsFor(promotions, typed.centavos);
  // A promotion the amount no longer qualifies for is dropped, not sent.
  const promotion = offered.find((entry) => entry.promotionId === promotionId)?.promotionId ?? null;
  const channels = types.find((entry) => entry.bankType === choice.type)?.channels ?? [];

  const change = (next: Wanted) => {
    setWanted(next);
    setAmountError(null);
    clearRefusal();
  };
  const typeAmount = (value: string) => {
    setAmount(value);
    setAmountError(null);
    clearRefusal();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, choice.channel);
    setAmountError(checked.error);
    if (checked.error || checked.centavos === null) return;
    void submit({ ...channelFields(choice), amount: checked.centavos, ...(promotion !== null ? { promotionId: promotion } : {}) });
  };

  return (
    <form className="deposit__form" onSubmit={confirm} noValidate>
      <Tabs
        label={t('deposit.types.label')}
        variant="scroll"
        tabs={types.map((entry) => ({ id: entry.bankType, label: t(`deposit.types.${entry.bankType}`) }))}
        value={choice.type}
        onChange={(type) => change({ type })}
      />
      <ChannelPicker
        channels={channels}
        choice={choice}
        onChannel={(channelId) => change({ type: choice.type, channelId })}
        onBank={(bankCode) => change({ type: choice.type, channelId: choice.channel.channelId, bankCode })}
      />
      <AmountField
        texts="deposit.amount"
        value={amount}
        onChange={typeAmount}
        presets={choice.channel.fixAmounts}
        range={range}
        error={amountError ?? (refusal.range ? typed.error : null)}
      />
      <PromotionPicker promotions={offered} value={promotion} onChange={setPromotionId} />
      <FormError error={refusal.form} />
      <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
        {submitting ? t('deposit.submitting') : t('deposit.confirm')}
      </button>
    </form>
  );
});
