import { observer } from 'mobx-react-lite';
import { SystemNotice } from '../features/system/SystemNotice';
import { useStores } from '../stores/context';
import RouteSpinner from '../ui/RouteSpinner';
import { AppLayout } from './AppLayout';
import { usePreferences } from './usePreferences';

/** System status gate (SPEC §4): maintenance and region blocks replace the whole app. */
export const App = observer(function App() {
  const { system } = useStores();
  usePreferences();

  if (system.status === null) return <RouteSpinner />;
  if (system.status === 1) return <SystemNotice kind="maintenance" />;
  if (system.status === 2) return <SystemNotice kind="restricted" ip={system.ip} />;
  return <AppLayout />;
});
