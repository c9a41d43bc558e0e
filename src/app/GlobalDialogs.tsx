import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { RegisterPromptDialog } from '../features/auth/RegisterPromptDialog';
import { SignOutDialog } from '../features/auth/SignOutDialog';
import { useStores } from '../stores/context';
import { lazyPage } from './lazyPage';

/** The search popup is opened from home but loads on demand, keeping it off the home bundle. */
const SearchPopup = lazyPage(() => import('../features/search/SearchPopup'));

/** Dialogs opened from several places (header, side menu, footer, route guards, home search). */
export const GlobalDialogs = observer(function GlobalDialogs() {
  const { ui } = useStores();
  if (ui.dialog === 'signOut') return <SignOutDialog />;
  if (ui.dialog === 'registerPrompt') return <RegisterPromptDialog />;
  if (ui.dialog === 'search') {
    return (
      <Suspense fallback={null}>
        <SearchPopup />
      </Suspense>
    );
  }
  return null;
});
