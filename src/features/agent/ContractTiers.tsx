import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContractTier, ContractView } from '../../api/agent';
import { useMoney } from '../../ui/useMoney';
import { formatRate } from './formatRate';

/**
 * A contract's tiers as a table: what each asks of the downline in a period (the measure and the
 * active players) and what it pays. The tier the period has reached says so in words, not only
 * in colour.
 */
export const ContractTiers = observer(function ContractTiers({ view, tiers }: { view: ContractView; tiers: readonly ContractTier[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reward = (tier: ContractTier) => (view.rewardUnit === 'amount' ? money(tier.reward) : formatRate(tier.reward));
  return (
    <table className="agent-tiers">
      <caption>{t('agent.tiers.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.tiers.tier')}</th>
          <th scope="col">{t(`agent.tiers.${view.measure}`)}</th>
          <th scope="col">{t('agent.tiers.activePlayers')}</th>
          <th scope="col">{t(`agent.tiers.${view.rewardUnit}`)}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => {
          const reached = index === view.tierReached;
          return (
            <tr key={index} className={reached ? 'agent-tiers__reached' : undefined}>
              <th scope="row">
                {index + 1}
                {reached && <span className="agent-tiers__mark"> {t('agent.tiers.reached')}</span>}
              </th>
              <td>{money(tier.minimum)}</td>
              <td>{tier.activePlayers > 0 ? tier.activePlayers : t('agent.tiers.anyPlayers')}</td>
              <td>{reward(tier)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
