import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../api';
import { useStores } from '../../stores/context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorKeyOf } from '../../ui/form/useFormErrors';

/** Cancels a manual or crypto order not yet decided, after the player confirms; a refusal (already decided) is said in a toast. */
export function CancelOrderButton({ order, onCancelled }: { order: DepositOrder; onCancelled: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const { deposit, ui } = useStores();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);

  const cancel = async () => {
    setAsking(false);
    setSending(true);
    try {
      onCancelled(await deposit.cancel(order.depositId));
    } catch (error) {
      ui.showToast(errorKeyOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={t('deposit.cancel.named', { reference: order.reference })}
        disabled={sending}
        onClick={() => setAsking(true)}
      >
        {t('deposit.cancel.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('deposit.cancel.title')}
          message={t('deposit.cancel.message')}
          confirmLabel={t('deposit.cancel.confirm')}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
