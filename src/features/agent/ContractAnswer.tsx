import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api';
import type { ContractDecision, ContractView } from '../../api/agent';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/form/FormError';
import { errorKeyOf } from '../../ui/form/useFormErrors';

interface ContractAnswerProps {
  view: ContractView;
  contractId: number;
  /** The contract as the answer left it. */
  onAnswered: (view: ContractView) => void;
  /** The contract was answered elsewhere (another device): read it again. */
  onStale: () => void;
}

/** Accept or decline an offered contract, each after a confirmation: an agent answers a contract once. */
export const ContractAnswer = observer(function ContractAnswer({ view, contractId, onAnswered, onStale }: ContractAnswerProps) {
  const { t } = useTranslation();
  const { agent, ui } = useStores();
  const [asking, setAsking] = useState<ContractDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { sending, send } = useSending();

  const answer = (decision: ContractDecision) =>
    send(async () => {
      setAsking(null);
      setError(null);
      try {
        onAnswered(await agent.decide(view.type, contractId, decision));
        ui.showToast(decision === 'accept' ? 'agent.accepted' : 'agent.declined');
      } catch (caught) {
        // Answered elsewhere: the page shows the contract as it now stands, and says why.
        if (toApiError(caught).code === 'AGENT_CONTRACT_DECIDED') {
          ui.showToast(errorKeyOf(caught));
          onStale();
        } else {
          setError(errorKeyOf(caught));
        }
      }
    });

  return (
    <div className="agent-answer">
      <FormError error={error} />
      <button type="button" className="btn btn--primary btn--block" disabled={sending} onClick={() => setAsking('accept')}>
        {t('agent.accept')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" disabled={sending} onClick={() => setAsking('decline')}>
        {t('agent.decline')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(asking === 'accept' ? 'agent.confirmAccept' : 'agent.confirmDecline')}
          message={t('agent.confirmNote')}
          confirmLabel={t(asking === 'accept' ? 'agent.accept' : 'agent.decline')}
          onConfirm={() => void answer(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
});
