import { observer } from 'mobx-react-lite';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { canOfferInstall, offerInstall, onInstallOfferChange } from '../../platform/installPrompt';
import { useLoad } from '../../lib/useLoad';
import { clientPlace, isInstalledApp } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { PageTop } from '../../ui/PageTop';
import { Section } from '../../ui/Section';
import { Spinner } from '../../ui/Spinner';
import { downloadHref } from './downloadHref';
import './appDownload.css';

const IOS_STEPS = ['appDownload.ios.steps.open', 'appDownload.ios.steps.settings', 'appDownload.ios.steps.done'] as const;

/** "For this phone", on the block that fits the player's device. */
function ForThisPhone({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return shown ? <p className="app-download__badge">{t('appDownload.forThisPhone')}</p> : null;
}

function AndroidBlock({ url, mine }: { url: string | null; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('appDownload.android.title')} className="app-download__block">
      <ForThisPhone shown={mine} />
      {url ? (
        <a className="btn btn--primary btn--block" href={url}>
          {t('appDownload.android.download')}
        </a>
      ) : (
        <p className="app-download__none">{t('appDownload.android.none')}</p>
      )}
    </Section>
  );
}

/** iOS: the app itself when the merchant has one, and the profile that puts the web app on the home screen (a web clip). */
function IosBlock({ url, profile, mine }: { url: string | null; profile: string | null; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('appDownload.ios.title')} className="app-download__block">
      <ForThisPhone shown={mine} />
      {url && (
        <a className="btn btn--primary btn--block" href={url}>
          {t('appDownload.ios.download')}
        </a>
      )}
      {profile && (
        <>
          <a className={url ? 'btn btn--ghost btn--block' : 'btn btn--primary btn--block'} href={profile}>
            {t('appDownload.ios.profile')}
          </a>
          <ol className="app-download__steps">
            {IOS_STEPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </>
      )}
      {!url && !profile && <p className="app-download__none">{t('appDownload.ios.none')}</p>}
      <p className="app-download__note">{t('appDownload.ios.minimum')}</p>
    </Section>
  );
}

/** The browser's own install (Chromium's beforeinstallprompt, platform/installPrompt.ts), where it offers one. */
function HomeScreenOffer() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(onInstallOfferChange, canOfferInstall, () => false);
  const [added, setAdded] = useState(false);
  if (added) return <p role="status">{t('appDownload.homeScreen.added')}</p>;
  if (!offered) return null;
  return (
    <Section title={t('appDownload.homeScreen.title')} className="app-download__block">
      <p className="app-download__note">{t('appDownload.homeScreen.text')}</p>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => void offerInstall().then(setAdded)}>
        {t('appDownload.homeScreen.add')}
      </button>
    </Section>
  );
}

/**
 * /m/app (SPEC §2 "App download"): the merchant's downloads from the settings' resources (SPEC §3):
 * Android, iOS (the app, or the profile that installs the web app as a home-screen clip, iOS 12.4
 * or later), the tutorial. The block that fits the player's device comes first; the other stays
 * below it. Missing downloads are said to be missing. Where the browser can install the web app
 * itself, it is offered too.
 */
export default observer(function AppDownloadPage() {
  const { t } = useTranslation();
  const { system } = useStores();
  // The start loads the settings; a page opened after that load failed asks again.
  const settings = useLoad(system.settings ? null : 'settings', () => system.loadSettings());
  const android = downloadHref(system.resourceUrl('ANDROID'));
  const ios = downloadHref(system.resourceUrl('IOS'));
  const profile = downloadHref(system.resourceUrl('MOBILECONFIG'));
  const tutorial = downloadHref(system.resourceUrl('TUTORIAL'));
  const { device } = clientPlace();
  const installed = isInstalledApp();

  const blocks = [
    <AndroidBlock key="android" url={android} mine={device === 'android'} />,
    <IosBlock key="ios" url={ios} profile={profile} mine={device === 'ios'} />,
  ];
  return (
    <div className="page app-download">
      <PageTop id="app" />
      <p className="app-download__lead">{t('appDownload.lead')}</p>
      {installed && <p role="status">{t('appDownload.installed')}</p>}
      {settings.loading ? (
        <Spinner label={t('common.loading')} />
      ) : android || ios || profile ? (
        device === 'ios' ? (
          blocks.reverse()
        ) : (
          blocks
        )
      ) : (
        <p className="empty-state">{t('appDownload.nothing')}</p>
      )}
      {tutorial && (
        <a className="app-download__tutorial" href={tutorial} target="_blank" rel="noopener noreferrer">
          {t('appDownload.tutorial')}
        </a>
      )}
      {!installed && <HomeScreenOffer />}
    </div>
  );
});
