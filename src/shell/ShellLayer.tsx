import { Suspense } from 'react';
import { lazyBlock } from '../app/lazyPage';
import { loadTexts } from '../i18n';
import { isElectron } from '../platform/appInfo';

/** Fetched, with their texts, only inside the shell: a browser never loads the shell's screens. */
const ShellOverlays = lazyBlock(() => Promise.all([import('./ShellOverlays'), loadTexts('shell')]).then(([overlays]) => overlays));

/** Where AppLayout puts the Electron shell's screens; nothing in a browser. */
export function ShellLayer() {
  if (!isElectron()) return null;
  return (
    <Suspense fallback={null}>
      <ShellOverlays />
    </Suspense>
  );
}
