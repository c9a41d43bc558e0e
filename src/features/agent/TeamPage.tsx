import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlinePage } from '../../api/agent';
import { formatTime } from '../../lib/formatTime';
import { usePaged } from '../../lib/usePaged';
import { useStores } from '../../stores/context';
import { Details } from '../../ui/Details';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { Section } from '../../ui/Section';
import { useMoney } from '../../ui/useMoney';
import { AgentRefusal, agentRefusal } from './AgentRefusal';
import { figureRows } from './PeriodSummary';
import '../../ui/recordList.css';
import './agent.css';

/**
 * The agent's team (SPEC §1 "team management", §7 "Agent: downline"): the whole team's figures
 * for this month, then its players newest first, 20 at a time, each with the month's turnover and
 * net loss. Part of the agent entrance: a member who is not an agent is told so.
 */
export default observer(function TeamPage() {
  const { t } = useTranslation();
  const { agent, session } = useStores();
  const money = useMoney();
  const [month, setMonth] = useState<Pick<DownlinePage, 'period' | 'figures'> | null>(null);
  const team = usePaged(`team:${session.accountName}`, async (pageNo) => {
    const page = await agent.downline(pageNo);
    // Every page carries the month's figures: the latest answer's are shown.
    setMonth({ period: page.period, figures: page.figures });
    return { items: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
  });
  const refusal = agentRefusal(team.error);
  if (refusal) return <AgentRefusal refusal={refusal} />;

  return (
    <section className="page agent">
      <p className="agent__muted">{t('agent.team.lead')}</p>
      {month && (
        <Section title={t('agent.team.month')} className="agent-period">
          <p className="agent__muted">
            {t('agent.period.range', { start: formatTime(month.period.start), end: formatTime(month.period.end) })}
          </p>
          <Details rows={figureRows(month.figures, t, money)} />
        </Section>
      )}
      <Section title={t('agent.team.players')}>
        {team.items.length > 0 && (
          <ul className="record-list">
            {team.items.map((player, index) => (
              <li key={`${player.joinedAt}:${index}`} className="record-list__item">
                <span className="record-list__line">
                  <span className="record-list__strong">{player.username}</span>
                  <span className="record-list__muted">{t('agent.team.joined', { date: formatTime(player.joinedAt) })}</span>
                </span>
                <span className="record-list__line">
                  <span>{t('agent.team.turnover', { amount: money(player.turnover) })}</span>
                  <span>{t('agent.team.netLoss', { amount: money(player.netLoss) })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <PagedListStatus paged={team} empty="agent.team.none" />
      </Section>
    </section>
  );
});
