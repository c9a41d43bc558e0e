import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { StaffPermission } from '../../contracts/staff';
import { OPS_PATHS } from './layout/nav';
import { OpsLayout } from './layout/OpsLayout';
import { ChatScreen } from './screens/chat/ChatScreen';
import { CONTENT_SCREENS } from './screens/content/contentScreens';
import { HomeScreen } from './screens/HomeScreen';
import { InboxScreen } from './screens/inbox/InboxScreen';
import { LazyReportsScreen } from './screens/reports/LazyReportsScreen';
import { DepositQueueScreen } from './screens/queues/DepositQueueScreen';
import { KycQueueScreen } from './screens/queues/KycQueueScreen';
import { WithdrawalQueueScreen } from './screens/queues/WithdrawalQueueScreen';
import { AdjustmentsScreen } from './screens/players/AdjustmentsScreen';
import { AuditTrailScreen } from './screens/players/AuditTrailScreen';
import { PlayerScreen } from './screens/players/PlayerScreen';
import { PlayersScreen } from './screens/players/PlayersScreen';
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
          path={OPS_PATHS.queueDeposits}
          element={
            <Allowed permission="deposits.view">
              <DepositQueueScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.queueWithdrawals}
          element={
            <Allowed permission="withdrawals.view">
              <WithdrawalQueueScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.queueKyc}
          element={
            <Allowed permission="kyc.view">
              <KycQueueScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.chats}
          element={
            <Allowed permission="chat.answer">
              <ChatScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.inbox}
          element={
            <Allowed permission="inbox.send">
              <InboxScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.reports}
          element={
            <Allowed permission="reports.view">
              <LazyReportsScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.players}
          element={
            <Allowed permission="players.view">
              <PlayersScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.player}
          element={
            <Allowed permission="players.view">
              <PlayerScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.adjustments}
          element={
            <Allowed permission="players.adjustApprove">
              <AdjustmentsScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.auditTrail}
          element={
            <Allowed permission="audit.view">
              <AuditTrailScreen />
            </Allowed>
          }
        />
        <Route
          path={OPS_PATHS.staff}
          element={
            <Allowed permission="staff.manage">
              <StaffScreen />
            </Allowed>
          }
        />
        {CONTENT_SCREENS.map(({ path, permission, Screen }) => (
          <Route
            key={path}
            path={path}
            element={
              <Allowed permission={permission}>
                <Screen />
              </Allowed>
            }
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={OPS_PATHS.home} replace />} />
    </Routes>
  );
});
