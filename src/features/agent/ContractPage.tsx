import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractRequest, ContractView } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoadStatus } from '../../ui/LoadStatus';
import { AgentRefusal, agentRefusal } from './AgentRefusal';
import { ContractAnswer } from './ContractAnswer';
import { ContractTiers } from './ContractTiers';
import { PeriodSummary } from './PeriodSummary';
import './agent.css';

/**
 * One agent contract (SPEC §2 getSalaryContract, getDevidendContract, getHourContract): what it
 * is, its tiers and status, the current period's downline figures and what it would pay, and,
 * while it is offered, accept or decline. The page is the agent entrance: a member who is not an
 * agent is told 'Non-agents cannot log in', a trial account 'Non-member account unable to login'.
 */
export const ContractPage = observer(function ContractPage({ type }: { type: ContractRequest }) {
  const { t } = useTranslation();
  const { agent, session } = useStores();
  const loaded = useLoad(`${type}:${session.accountName}`, () => agent.contract(type));
  const [answered, setAnswered] = useState<ContractView | null>(null);
  const view = answered ?? loaded.value;
  const refusal = agentRefusal(loaded.error);
  if (refusal) return <AgentRefusal refusal={refusal} />;
  if (!view)
    return (
      <section className="page agent">
        <LoadStatus loaded={loaded} />
      </section>
    );

  const { contract } = view;
  return (
    <section className="page agent">
      <p className="agent__muted">{t(`agent.intro.${type}`)}</p>
      {contract ? (
        <>
          <p className="agent__status">
            <span className={`agent__badge agent__badge--${contract.status}`}>{t(`agent.status.${contract.status}`)}</span>
            <span className="agent__muted">
              {contract.decidedAt
                ? t('agent.decidedOn', { time: formatTime(contract.decidedAt) })
                : t('agent.offeredOn', { time: formatTime(contract.offeredAt) })}
            </span>
          </p>
          <ContractTiers view={view} tiers={contract.tiers} />
        </>
      ) : (
        <p>{t('agent.none')}</p>
      )}
      <PeriodSummary view={view} />
      {contract?.status === 'offered' && (
        <ContractAnswer
          view={view}
          contractId={contract.contractId}
          onAnswered={setAnswered}
          onStale={() => {
            setAnswered(null);
            loaded.reload();
          }}
        />
      )}
    </section>
  );
});

// One page per request, each a route's lazily loaded screen (app/routes.ts).
export const SalaryContractPage = () => <ContractPage type="dailysalreqtype" />;
export const DividendContractPage = () => <ContractPage type="divtypecompperiodreq" />;
export const HourContractPage = () => <ContractPage type="contracthoursalreq" />;
