import { useEffect, useRef, useState } from 'react';
import { toApiError, type DepositRequest } from '../../api';
import { useStores } from '../../stores/context';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import type { AmountRange } from '../../lib/amount';
import { usePayOrder } from './usePayOrder';

/** A refusal of the order: the server's range for an amount out of it (shown at the field), else the text for above the button. */
export interface SubmitRefusal {
  range: AmountRange | null;
  form: string | null;
}

const NO_REFUSAL: SubmitRefusal = { range: null, form: null };

function refusalOf(error: unknown): SubmitRefusal {
  const refused = toApiError(error);
  const min = refused.detail<number>('min', 'number');
  const max = refused.detail<number>('max', 'number');
  if (refused.code === 'DEPOSIT_AMOUNT_OUT_OF_RANGE' && min !== undefined && max !== undefined) return { range: { min, max }, form: null };
  return { range: null, form: errorKeyOf(refused) };
}

/**
 * Sends an order and takes the player on (usePayOrder). `submitting` holds from the tap to the
 * answer, so the button can be disabled; the store sends one request per intended order anyway
 * (stores/orderSubmission.ts), so even a tap that beats the re-render makes no second order.
 */
export function useDepositSubmit(onOrdered?: () => void) {
  const { deposit } = useStores();
  const payOrder = usePayOrder();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<SubmitRefusal>(NO_REFUSAL);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const submit = async (body: DepositRequest) => {
    setSubmitting(true);
    setRefusal(NO_REFUSAL);
    try {
      const order = await deposit.create(body);
      onOrdered?.();
      await payOrder(order);
    } catch (error) {
      if (live.current) setRefusal(refusalOf(error));
    } finally {
      if (live.current) setSubmitting(false);
    }
  };

  return { submit, submitting, refusal, clearRefusal: () => setRefusal(NO_REFUSAL) };
}
