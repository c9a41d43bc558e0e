import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ContractView, PeriodFigures } from '../../api/agent';
import { formatTime } from '../../lib/formatTime';
import { Details } from '../../ui/Details';
import { Section } from '../../ui/Section';
import { useMoney } from '../../ui/useMoney';

/** The rows of a period's downline figures (the contract pages' and the team page's). */
export function figureRows(figures: PeriodFigures, t: TFunction, money: (centavos: number) => string) {
  return [
    { label: t('agent.figures.downlinePlayers'), value: figures.downlinePlayers },
    { label: t('agent.figures.activePlayers'), value: figures.activePlayers },
    { label: t('agent.figures.turnover'), value: money(figures.turnover) },
    { label: t('agent.figures.netLoss'), value: money(figures.netLoss) },
  ];
}

/**
 * The current period's downline figures (from the platform's own bet records) and, for an open
 * contract, what the period would pay as it stands.
 */
export const PeriodSummary = observer(function PeriodSummary({ view }: { view: ContractView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { figures, contract } = view;
  const open = contract !== null && contract.status !== 'declined';
  return (
    <Section title={t(`agent.period.${view.type}`)} className="agent-period">
      <p className="agent__muted">{t('agent.period.range', { start: formatTime(view.period.start), end: formatTime(view.period.end) })}</p>
      <Details
        rows={[
          ...figureRows(figures, t, money),
          open && {
            label: t(`agent.payable.${contract.status === 'accepted' ? 'accepted' : 'offered'}`),
            value: view.tierReached === null ? t('agent.payable.noTier') : <strong>{money(view.payable)}</strong>,
          },
        ]}
      />
      {open && <p className="agent__muted">{t('agent.payable.note')}</p>}
    </Section>
  );
});
