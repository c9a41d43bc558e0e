import { shellUpdates } from '../platform/shellUpdates';
import { IdleWarning } from './IdleWarning';
import { ShellChatScreen } from './ShellChatScreen';
import { ShellUpdateBanner } from './update/ShellUpdateBanner';

/** The Electron shell's own screens over the app: the update banner, the live chat and the kiosk's idle warning (above it). */
export default function ShellOverlays() {
  const updates = shellUpdates();
  return (
    <>
      {updates && <ShellUpdateBanner updates={updates} />}
      <ShellChatScreen />
      <IdleWarning />
    </>
  );
}
