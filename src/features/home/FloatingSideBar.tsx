import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../../app/GuardedLink';
import { PATHS } from '../../app/routes';
import { isInstalledApp, isWalletVariant } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { useOpenLink } from '../../ui/useOpenLink';
import './FloatingSideBar.css';

/**
 * Home's floating side bar (SPEC §2): a tab at the screen's edge that opens a column of shortcuts,
 * each there only when it can be used: the invitation (its access rule: visitors log in, trial
 * players are refused), the tutorial when the merchant has a TUTORIAL link, the app download
 * (never in the GCash/Maya variant, nor inside an installed app, which has nothing to download),
 * and each live-chat service (csType LIVECHAT) under the merchant's own title.
 */
export const FloatingSideBar = observer(function FloatingSideBar() {
  const { t } = useTranslation();
  const { system } = useStores();
  const openLink = useOpenLink();
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const tutorial = system.resourceUrl('TUTORIAL');
  const close = () => setOpen(false);

  return (
    <nav className={open ? 'side-bar side-bar--open' : 'side-bar'} aria-label={t('sideBar.label')}>
      <button type="button" className="side-bar__toggle" aria-expanded={open} aria-controls={itemsId} onClick={() => setOpen(!open)}>
        <Icon name={open ? 'close' : 'chevron'} />
        <span className="visually-hidden">{t('sideBar.label')}</span>
      </button>
      <ul id={itemsId} className="side-bar__items" hidden={!open}>
        <li>
          <GuardedLink to={PATHS.referral} className="side-bar__item" onAfterClick={close}>
            <Icon name="invite" />
            {t('sideBar.referral')}
          </GuardedLink>
        </li>
        {tutorial && (
          <li>
            <button type="button" className="side-bar__item" onClick={() => openLink(tutorial, 'toasts.linkUnavailable')}>
              <Icon name="book" />
              {t('sideBar.tutorial')}
            </button>
          </li>
        )}
        {!isWalletVariant() && !isInstalledApp() && (
          <li>
            <GuardedLink to={PATHS.app} className="side-bar__item" onAfterClick={close}>
              <Icon name="download" />
              {t('sideBar.download')}
            </GuardedLink>
          </li>
        )}
        {system.liveChats.map((chat) => (
          <li key={`${chat.title}:${chat.path}`}>
            <button type="button" className="side-bar__item" onClick={() => openLink(chat.path, 'toasts.noCustomerService')}>
              <Icon name="chat" />
              {chat.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
