import { IdleWarning } from './IdleWarning';
import { ShellChatScreen } from './ShellChatScreen';

/** The Electron shell's own screens over the app: the live chat and the kiosk's idle warning (above it). */
export default function ShellOverlays() {
  return (
    <>
      <ShellChatScreen />
      <IdleWarning />
    </>
  );
}
