import { Suspense } from 'react';
import { lazyBlock } from '../../app/lazyPage';
import { loadTexts } from '../../i18n';
import { isElectron } from '../../platform/appInfo';
import { shellUpdates } from '../../platform/shellUpdates';

/** The banner's code and texts load only in the Electron shell; a browser never fetches them. */
const Banner = lazyBlock(() =>
  Promise.all([import('./ShellUpdateBanner'), loadTexts('shellUpdate')]).then(([{ ShellUpdateBanner }]) => {
    const updates = shellUpdates();
    return { default: () => (updates ? <ShellUpdateBanner updates={updates} /> : null) };
  }),
);

/** The shell's update banner, mounted with the app's other overlays; nothing outside Electron. */
export function ShellUpdate() {
  if (!isElectron()) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
