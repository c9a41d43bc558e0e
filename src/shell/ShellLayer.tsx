import { Suspense } from 'react';
import { lazyBlock } from '../app/lazyPage';
import { isElectron } from '../platform/appInfo';

/** Fetched only inside the shell: a browser never loads the shell's screens. */
const ShellOverlays = lazyBlock(() => import('./ShellOverlays'));

/** Where AppLayout puts the Electron shell's screens; nothing in a browser. */
export function ShellLayer() {
  if (!isElectron()) return null;
  return (
    <Suspense fallback={null}>
      <ShellOverlays />
    </Suspense>
  );
}
