import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { isWalletVariant } from '../platform/appInfo';
import { ShellLayer } from '../shell/ShellLayer';
import { SystemNotice } from '../features/system/SystemNotice';
import { TermsOverlay } from '../features/terms/TermsOverlay';
import { useStores } from '../stores/context';
import { FooterMenu } from '../ui/FooterMenu';
import { Header } from '../ui/Header';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { SideMenu } from '../ui/SideMenu';
import { Toast } from '../ui/Toast';
import { TopBanner } from '../ui/TopBanner';
import { UpdatePrompt } from '../ui/UpdatePrompt';
import { AppRoutes } from './AppRoutes';
import { GlobalDialogs } from './GlobalDialogs';
import { layoutFor } from './layout';
import { PageFade } from './PageFade';
import { routeIdOf } from './routes';
import { useDocumentTitle } from './useDocumentTitle';

/** The frame around every page: banner, header and footer per the layout rules, and overlays. */
export const AppLayout = observer(function AppLayout() {
  const { ui, system } = useStores();
  const { pathname, key } = useLocation();
  const id = routeIdOf(pathname);
  const layout = layoutFor(id, isWalletVariant());
  // The terms overlay stays off the help page so its terms links can be read before accepting.
  const termsOpen = !ui.termsAccepted && id !== 'help';
  // The 'Please wait' overlay blocks the page like a dialog does, so it counts as modal too.
  const modalOpen = ui.sideMenuOpen || ui.dialog !== null || ui.loading || termsOpen;
  useDocumentTitle(id);

  return (
    <>
      {/* While a modal is open the page behind it is inert: no focus, no clicks, not read out. */}
      <div className={layout.footer ? 'app app--footer' : 'app'} inert={modalOpen}>
        {layout.banner && <TopBanner />}
        {layout.header && id && <Header id={id} />}
        <main className="app__main">
          {system.online ? (
            // React Router names the location the app opened on 'default'.
            <PageFade key={pathname} animate={key !== 'default'}>
              <AppRoutes />
            </PageFade>
          ) : (
            <SystemNotice kind="offline" />
          )}
        </main>
        {layout.footer && <FooterMenu />}
      </div>
      <SideMenu />
      <GlobalDialogs />
      {termsOpen && <TermsOverlay />}
      <UpdatePrompt />
      <ShellLayer />
      <Toast />
      <LoadingOverlay />
    </>
  );
});
