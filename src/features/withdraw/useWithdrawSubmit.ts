import { useState } from 'react';
import { toApiError, type ApiError, type Withdrawal, type WithdrawRequest } from '../../api';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { useFormErrors } from '../../ui/form/useFormErrors';
import type { WithdrawLimits } from './withdrawAmount';

/** Refusals that mean a gate closed meanwhile (verification withdrawn, no payment password): the screen asks its settings again. */
const GATE_CODES = new Set(['KYC_REQUIRED', 'PAYMENT_PASSWORD_MISSING']);

/** The limits a refusal about the amount carries (the server's range, or the withdrawable cash and turnover now), over the known ones. */
function limitsFrom(refused: ApiError, known: WithdrawLimits): WithdrawLimits | null {
  if (refused.code !== 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE' && refused.code !== 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE') return null;
  const next = { ...known };
  for (const key of ['min', 'max', 'withdrawable', 'turnoverLeft'] as const)
    next[key] = refused.detail<number>(key, 'number') ?? known[key];
  return next;
}

interface WithdrawSubmitOptions {
  initial: WithdrawLimits;
  onDone: (withdrawal: Withdrawal) => void;
  /** A gate closed meanwhile. */
  onGateClosed: () => void;
  /** An amount refusal: the new limits are in, the field shows why. */
  onAmountRefused: (limits: WithdrawLimits) => void;
  /** A refusal about the payment password: the field is emptied for the next try. */
  onPinRefused: () => void;
}

/**
 * Sends a withdrawal and sorts the refusals: the amount's at its field with the limits the
 * server gave, the payment password's at its field (with the attempts left), the rest above the
 * button. The store sends one request per intended withdrawal (one Idempotency-Key), so even a
 * tap that beats the button's disabling makes no second request.
 */
export function useWithdrawSubmit({ initial, onDone, onGateClosed, onAmountRefused, onPinRefused }: WithdrawSubmitOptions) {
  const { withdrawal } = useStores();
  const [limits, setLimits] = useState(initial);
  const errors = useFormErrors();
  const { sending, send } = useSending();

  const submit = (body: WithdrawRequest) =>
    send(async () => {
      try {
        onDone(await withdrawal.withdraw(body));
      } catch (error) {
        const refused = toApiError(error);
        const next = limitsFrom(refused, limits);
        if (next) {
          setLimits(next);
          onAmountRefused(next);
          return;
        }
        if (refused.field === 'paymentPassword') onPinRefused();
        if (GATE_CODES.has(refused.code)) onGateClosed();
        errors.apply(refused, ['paymentPassword']);
      }
    });

  return { limits, errors, sending, submit };
}
