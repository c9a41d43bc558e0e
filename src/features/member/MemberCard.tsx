import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { BalanceControls } from '../../ui/BalanceControls';
import { useBalanceText } from '../../ui/useBalanceText';
import { WalletBalances } from '../../ui/WalletBalances';
import { ProfilePicture } from './ProfilePicture';

/**
 * Who is signed in and what they hold: their picture, the nickname (else the account) with the account under it,
 * the total balance with refresh and hide, and its parts. The detail version (dep_func) decides
 * how the parts show: base keeps them behind a "Balance details" toggle, new lists them at once.
 * `actions` go at the card's foot (the new template's deposit and withdraw). No VIP level: the
 * platform has no VIP programme, so there is nothing to show.
 */
export const MemberCard = observer(function MemberCard({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const { session, system } = useStores();
  const balance = useBalanceText();
  const detailsId = useId();
  const alwaysOpen = system.detailVersion === 'new';
  const [open, setOpen] = useState(false);
  const nickname = session.memberInfo?.nickname;

  return (
    <section className="member-card" aria-label={t('member.card.label')}>
      <div className="member-card__who">
        <ProfilePicture />
        <div>
          <h2 className="member-card__name">{nickname || session.accountName}</h2>
          <p className="member-card__account">{t('member.card.account', { account: session.accountName })}</p>
        </div>
      </div>
      <div className="member-card__balance">
        <span className="member-card__balance-label">{t('menu.totalBalance')}</span>
        <output className="member-card__amount" aria-label={t('menu.totalBalance')}>
          {balance}
        </output>
        <BalanceControls />
      </div>
      {alwaysOpen ? (
        <WalletBalances />
      ) : (
        <>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {t('member.card.details')}
          </button>
          <div id={detailsId} hidden={!open}>
            {open && <WalletBalances />}
          </div>
        </>
      )}
      {actions}
    </section>
  );
});
