import { observer } from 'mobx-react-lite';
import { RegisterPromptDialog } from '../features/auth/RegisterPromptDialog';
import { SignOutDialog } from '../features/auth/SignOutDialog';
import { useStores } from '../stores/context';

/** Dialogs opened from several places (header, side menu, footer, route guards). */
export const GlobalDialogs = observer(function GlobalDialogs() {
  const { ui } = useStores();
  if (ui.dialog === 'signOut') return <SignOutDialog />;
  if (ui.dialog === 'registerPrompt') return <RegisterPromptDialog />;
  return null;
});
