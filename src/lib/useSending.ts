import { useState } from 'react';

/**
 * A form's "sending" state, from the tap to the answer, so its button can be disabled and say
 * so. `send` runs the work (which handles its own refusals) and always ends the state.
 */
export function useSending(): { sending: boolean; send: (work: () => Promise<void>) => Promise<void> } {
  const [sending, setSending] = useState(false);
  const send = async (work: () => Promise<void>) => {
    setSending(true);
    try {
      await work();
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
