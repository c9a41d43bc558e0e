import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { RegisterPromptDialog } from '../features/auth/RegisterPromptDialog';
import { SignOutDialog } from '../features/auth/SignOutDialog';
import { useStores } from '../stores/context';
import { lazyPage, lazyPageWithTexts } from './lazyPage';

/** The search popup is opened from home but loads on demand, keeping it off the home bundle. */
const SearchPopup = lazyPage(() => import('../features/search/SearchPopup'));
/** The e-wallet deposit popup of the GCash/Maya host variant (depositEntry.ts), on demand too. */
const MayaDepositDialog = lazyPageWithTexts('cashier', () => import('../features/deposit/MayaDepositDialog'));
/** The KYC popup (SPEC §2, §4): over home, after a launch refused for KYC, or from the verification screen. */
const KycPopup = lazyPageWithTexts('member', () => import('../features/kyc/KycPopup'));

/** Dialogs opened from several places (header, side menu, footer, route guards, home search, the wallet variant's deposit). */
export const GlobalDialogs = observer(function GlobalDialogs() {
  const { ui } = useStores();
  if (ui.dialog === 'signOut') return <SignOutDialog />;
  if (ui.dialog === 'registerPrompt') return <RegisterPromptDialog />;
  if (ui.dialog === 'kyc') {
    return (
      <Suspense fallback={null}>
        <KycPopup />
      </Suspense>
    );
  }
  if (ui.dialog === 'search' || ui.dialog === 'deposit') {
    return <Suspense fallback={null}>{ui.dialog === 'search' ? <SearchPopup /> : <MayaDepositDialog />}</Suspense>;
  }
  return null;
});
