import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AgentStatus, ContractRequest } from '../../api';
import { CONTRACT_REQUESTS } from '../../../contracts/agent-constants';
import { titleKey } from '../../app/layout';
import { PATHS } from '../../app/routes';
import { loadTexts } from '../../i18n';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { showsAgentPrompts } from './agentPrompts';
import { CONTRACT_ROUTE } from './contractRoutes';
import './agent.css';

/** The agent's status, with the agent texts fetched only for an agent (most members are not). */
async function statusWithTexts(status: Promise<AgentStatus>): Promise<AgentStatus> {
  const value = await status;
  if (value.agent) await loadTexts('agent');
  return value;
}

/**
 * The member centre's agent block, for agents only: the team, the three contract pages, and a prompt when a
 * contract waits for an answer (never for member types 4, 40, 41, 42: agentPrompts.ts). Members
 * who are not agents see nothing; a failed read leaves the block out.
 */
export const AgentEntry = observer(function AgentEntry() {
  const { t } = useTranslation();
  const { agent, session } = useStores();
  const status = useLoad(`agent:${session.accountName}`, () => statusWithTexts(agent.status())).value;
  if (!status?.agent) return null;

  const prompted = showsAgentPrompts(session.memberInfo?.type ?? session.info?.type) ? status.offered : [];
  const pathOf = (request: ContractRequest) => PATHS[CONTRACT_ROUTE[request]];
  return (
    <Section title={t('agent.entry.title')} className="agent-entry">
      {prompted[0] && (
        <p className="agent-entry__prompt" role="status">
          {t('agent.entry.prompt')} <Link to={pathOf(prompted[0])}>{t('agent.entry.review')}</Link>
        </p>
      )}
      <ul className="member-links member-links--base">
        <li>
          <Link to={PATHS.agentTeam} className="member-links__entry">
            <Icon name="invite" className="member-links__icon" />
            <span className="member-links__text">{t(titleKey('agentTeam'))}</span>
            <Icon name="chevron" />
          </Link>
        </li>
        {CONTRACT_REQUESTS.map((request) => (
          <li key={request}>
            <Link to={pathOf(request)} className="member-links__entry">
              <Icon name="book" className="member-links__icon" />
              <span className="member-links__text">
                <span>{t(titleKey(CONTRACT_ROUTE[request]))}</span>
                {prompted.includes(request) && <span className="member-links__note"> {t('agent.entry.newOffer')}</span>}
              </span>
              <Icon name="chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
});
