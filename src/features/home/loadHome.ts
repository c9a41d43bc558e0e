import type { RootStore } from '../../stores/RootStore';

/**
 * What opening home does (SPEC §2 "Home"): loading indicator, session renewal when logged in,
 * announcements (unless the first screen just loaded them), merchant settings and game vendors,
 * and the wallet. The wallet waits for the renewal only (so a dead token is dropped before it is
 * asked for a balance), not for the rest: the balance a player just logged in for comes first.
 */
export async function loadHome({ ui, session, system, wallet, games, announcements }: RootStore): Promise<void> {
  ui.showLoading();
  try {
    await Promise.all([
      session.renew().then(() => wallet.refresh()),
      announcements.loadUnlessFresh(),
      system.loadSettings(),
      games.loadVendorTypes(),
    ]);
  } finally {
    ui.hideLoading();
  }
}
