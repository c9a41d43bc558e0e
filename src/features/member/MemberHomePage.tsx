import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { ThemeSwitch } from '../../ui/ThemeSwitch';
import { CountBadge } from '../../ui/CountBadge';
import { Icon } from '../../ui/Icon';
import { AgentEntry } from '../agent/AgentEntry';
import { VerificationBadge } from '../kyc/VerificationBadge';
import { MemberCard } from './MemberCard';
import { MemberShortcuts } from './MemberShortcuts';
import { ACCOUNT_SHORTCUTS, MONEY_SHORTCUTS } from './shortcuts';
import './member.css';

/**
 * The member centre (SPEC §2, §4): who is signed in, the balance, every account screen, language,
 * theme and sign-out. The merchant's template flag (mem_cen) picks the look: base lists the
 * entries as rows, money first; new puts deposit and withdraw on the balance card and the other
 * entries in a grid of tiles. Visitors and trial players never get here (the route's access rule).
 */
export default observer(function MemberHomePage() {
  const { t } = useTranslation();
  const { inbox, kyc, session, system, ui, wallet } = useStores();
  const template = system.memberTemplate;
  // The verification entry says where the player stands; a failed read just leaves it out.
  useLoad(`kyc:${session.accountName}`, () => kyc.loadConfig());

  useEffect(() => {
    // Fresh name and balance: the renewal drops a dead session before the wallet is asked.
    void session.renew().then(() => wallet.refresh());
    inbox.refreshUnread();
  }, [session, wallet, inbox]);

  const notes = {
    verification: kyc.config && <VerificationBadge state={kyc.state} />,
    messages: <CountBadge count={inbox.unreadCount} />,
  };
  return (
    <section className={`page member member--${template}`} data-template={template}>
      <MemberCard actions={template === 'new' && <MemberShortcuts shortcuts={MONEY_SHORTCUTS} template="new" />} />
      <nav aria-label={t('member.links.label')}>
        <MemberShortcuts
          shortcuts={template === 'new' ? ACCOUNT_SHORTCUTS : [...MONEY_SHORTCUTS, ...ACCOUNT_SHORTCUTS]}
          template={template}
          notes={notes}
        />
      </nav>
      <AgentEntry />
      <section className="member__settings" aria-label={t('member.settings')}>
        <LanguageSelect />
        <ThemeSwitch />
      </section>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => ui.openDialog('signOut')}>
        <Icon name="signOut" />
        {t('auth.signOut')}
      </button>
    </section>
  );
});
