import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffMe } from '../../../contracts/staff';
import { navFor } from '../layout/nav';

/** Where signing in lands: who this is, their roles, and the screens those roles open. */
export const HomeScreen = observer(function HomeScreen({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const entries = navFor(me.permissions);
  return (
    <section className="ops-screen">
      <h1>{t('ops.home.title', { username: me.username })}</h1>
      <p>{t('ops.home.roles', { roles: me.roles.map((role) => t(`ops.roles.${role}`)).join(', ') })}</p>
      {entries.length === 0 ? (
        <p>{t('ops.home.none')}</p>
      ) : (
        <ul className="ops-home-links">
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{t(entry.label)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
