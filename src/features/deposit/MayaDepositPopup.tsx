import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { checkAmount, type AmountCheck } from '../../lib/amount';
import { AmountField } from '../../ui/form/AmountField';
import { firstChannelWithCode, PAYMAYA_BANK_CODE } from './channels';
import { mayaPayload } from './mayaPayload';
import { PromotionPicker } from './PromotionPicker';
import { promotionsFor } from './promotions';
import { useDepositSubmit } from './useDepositSubmit';
import { usePromotions } from './usePromotions';
import './deposit.css';

/**
 * The e-wallet deposit popup (SPEC §2): a heading, the preset amounts of the first Paymaya
 * channel, the amount typed on the number pad and a confirm button; the promotions the amount
 * qualifies for show only when there are some. The order is the spec's Paymaya payload
 * (mayaPayload.ts). Where it opens: app/depositEntry.ts.
 */
interface MayaDepositPopupProps {
  onClose: () => void;
  /** Runs once an order is made, before the player is taken to it. */
  onOrdered?: () => void;
}

export const MayaDepositPopup = observer(function MayaDepositPopup({ onClose, onOrdered }: MayaDepositPopupProps) {
  const { t } = useTranslation();
  const { deposit, session } = useStores();
  const titleId = useId();
  const channels = useLoad('channels', () => deposit.channels());
  const channel = channels.value ? firstChannelWithCode(channels.value, PAYMAYA_BANK_CODE) : null;
  const promotions = usePromotions();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountCheck['error']>(null);
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const { submit, submitting, refusal, clearRefusal } = useDepositSubmit(onOrdered);

  const range = refusal.range ?? channel ?? { min: 0, max: 0 };
  const typed = checkAmount(amount, range);
  const offered = promotionsFor(promotions, typed.centavos);
  const promotion = offered.find((entry) => entry.promotionId === promotionId)?.promotionId ?? null;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!channel) return;
    const checked = checkAmount(amount, channel);
    setAmountError(checked.error);
    if (checked.error || checked.centavos === null) return;
    void submit(mayaPayload(channel, checked.centavos, promotion, session));
  };

  return (
    <Modal className="dialog deposit-popup" aria-labelledby={titleId} onClose={onClose}>
      <div className="deposit-popup__top">
        <h2 id={titleId} className="dialog__title">
          {t('deposit.maya.title')}
        </h2>
        <button type="button" className="icon-btn" aria-label={t('deposit.maya.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {channels.loading && <Spinner label={t('common.loading')} />}
      {(channels.error !== null || (channels.value && !channel)) && (
        <p className="form-error" role="alert">
          {t('deposit.maya.unavailable')}
        </p>
      )}
      {channel && (
        <form className="deposit__form" onSubmit={confirm} noValidate>
          <AmountField
            texts="deposit.amount"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setAmountError(null);
              clearRefusal();
            }}
            presets={channel.fixAmounts}
            range={range}
            error={amountError ?? (refusal.range ? typed.error : null)}
          />
          <PromotionPicker promotions={offered} value={promotion} onChange={setPromotionId} />
          <FormError error={refusal.form} />
          <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
            {submitting ? t('deposit.submitting') : t('deposit.confirm')}
          </button>
        </form>
      )}
    </Modal>
  );
});
