import type { RootStore } from '../../stores/RootStore';

/**
 * What opening home does (SPEC §2 "Home"): loading indicator, session renewal when logged in,
 * announcements, merchant settings and game vendors, then the wallet. The wallet waits for the renewal so a dead token is
 * dropped before it is asked for a balance.
 */
export async function loadHome({ ui, session, system, wallet, games, announcements }: RootStore): Promise<void> {
  ui.showLoading();
  try {
    await Promise.all([session.renew(), announcements.load(), system.loadSettings(), games.loadVendorTypes()]);
    await wallet.refresh();
  } finally {
    ui.hideLoading();
  }
}
