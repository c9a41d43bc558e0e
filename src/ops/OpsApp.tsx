import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { StaffPermission } from '../../contracts/staff';
import { OPS_PATHS } from './layout/nav';
import { OpsLayout } from './layout/OpsLayout';
import { HomeScreen } from './screens/HomeScreen';
import { SignInScreen } from './screens/SignInScreen';
import { StaffScreen } from './screens/StaffScreen';
import { useOpsStore } from './stores/context';

/** A screen for staff holding `permission`; anyone else is taken to the console's home. */
const Allowed = observer(function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { session } = useOpsStore();
  return session.can(permission) ? children : <Navigate to={OPS_PATHS.home} replace />;
});

/**
 * The console's routes (served at /ops and below by server/web/ops-page.ts). Signed out, every
 * route is the sign-in; the server decides what each call may do, this only hides what it refuses.
 */
export const OpsApp = observer(function OpsApp() {
  const { session } = useOpsStore();
  const me = session.me;
  if (!session.restored) return null;
  if (!me) {
    return (
      <Routes>
        <Route path={OPS_PATHS.signIn} element={<SignInScreen />} />
        <Route path="*" element={<Navigate to={OPS_PATHS.signIn} replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<OpsLayout me={me} />}>
        <Route path={OPS_PATHS.home} element={<HomeScreen me={me} />} />
        <Route
          path={OPS_PATHS.staff}
          element={
            <Allowed permission="staff.manage">
              <StaffScreen />
            </Allowed>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to={OPS_PATHS.home} replace />} />
    </Routes>
  );
});
