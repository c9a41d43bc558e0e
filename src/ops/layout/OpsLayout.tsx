import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import type { StaffMe } from '../../../contracts/staff';
import { useOpsStore } from '../stores/context';
import { useIdleSignOut } from '../useIdleSignOut';
import { navFor } from './nav';

/** The signed-in console: the navigation its staff member's permissions allow, who is signed in, the screen. */
export const OpsLayout = observer(function OpsLayout({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const { session } = useOpsStore();
  const signOutIdle = useCallback(() => void session.signOut('idle'), [session]);
  useIdleSignOut(me.idleMinutes, signOutIdle);
  return (
    <div className="ops-layout">
      <header className="ops-top">
        <span className="ops-brand">{t('ops.title')}</span>
        <span className="ops-who">{t('ops.top.signedInAs', { username: me.username })}</span>
        <button type="button" className="ops-button ops-button--quiet" onClick={() => void session.signOut()}>
          {t('ops.top.signOut')}
        </button>
      </header>
      <nav className="ops-nav" aria-label={t('ops.nav.label')}>
        <ul>
          {navFor(me.permissions).map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path}>{t(entry.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="ops-main">
        <Outlet />
      </main>
    </div>
  );
});
