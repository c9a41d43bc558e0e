import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShellKind, UpdateStatus } from '../../../contracts/platform-bridge';
import { loadTexts, showLanguage } from '../../i18n';
import { fakePlatform } from '../../platform/fakePlatform';
import { shellUpdates } from '../../platform/shellUpdates';
import { ShellUpdateBanner } from './ShellUpdateBanner';

beforeAll(() => loadTexts('shell'));
afterEach(async () => {
  delete window.platform;
  await showLanguage('EN');
});

/** The shell as the preload exposes it, with the updater's first answer and its pushes played by the test. */
function fakeShell(kind: ShellKind, first: UpdateStatus = { state: 'idle' }) {
  const { bridge, emit } = fakePlatform();
  bridge.appInfo.mockResolvedValue({ version: '1.0.0', kind, platform: 'win32' });
  bridge.updateStatus.mockResolvedValue(first);
  window.platform = bridge;
  const push = (status: UpdateStatus) => act(() => emit({ type: 'update', status }));
  return { bridge, push };
}

function renderBanner() {
  return render(<ShellUpdateBanner updates={shellUpdates()!} />);
}

describe('the shell update banner', () => {
  it('follows the update from checking to a download with its percent', async () => {
    const { push } = fakeShell('desktop');
    renderBanner();
    await waitFor(() => expect(window.platform!.appInfo).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();

    push({ state: 'checking' });
    expect((await screen.findByRole('status')).textContent).toContain('Checking for a new version…');
    push({ state: 'available', version: '1.2.0' });
    expect(screen.getByRole('status').textContent).toContain('Version 1.2.0 is available.');
    push({ state: 'downloading', version: '1.2.0', percent: 42 });
    expect(screen.getByRole('status').textContent).toContain('Downloading version 1.2.0');
    const progress = screen.getByRole('progressbar', { name: 'Download progress' });
    expect(progress.getAttribute('value')).toBe('42');
    expect(screen.getByRole('region', { name: 'App update' }).textContent).toContain('42%');
    expect(screen.queryByRole('button')).toBeNull();

    // Nothing new, or a failed check: the banner goes (the updater tries again later).
    push({ state: 'error', message: 'update-failed' });
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
  });

  it('asks a desktop player to restart into a downloaded update, and restarts when they say so', async () => {
    const { bridge } = fakeShell('desktop', { state: 'downloaded', version: '1.2.0' });
    renderBanner();
    expect((await screen.findByRole('status')).textContent).toContain('A new version is ready. Restart now?');
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(bridge.installUpdate).toHaveBeenCalledOnce();
  });

  it('lets a desktop player put it off until the next version', async () => {
    const { bridge, push } = fakeShell('desktop', { state: 'downloaded', version: '1.2.0' });
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
    expect(bridge.installUpdate).not.toHaveBeenCalled();
    push({ state: 'downloaded', version: '1.3.0' });
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
  });

  it('says so when the restart is refused, and the player may try again', async () => {
    const { bridge } = fakeShell('desktop', { state: 'downloaded', version: '1.2.0' });
    bridge.installUpdate.mockRejectedValueOnce(new Error('no update is ready to install'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Restart' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The app could not restart.');
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(bridge.installUpdate).toHaveBeenCalledTimes(2);
  });

  it('asks nobody at a kiosk: it installs at the next idle reset', async () => {
    fakeShell('kiosk', { state: 'downloaded', version: '1.2.0' });
    renderBanner();
    expect((await screen.findByRole('status')).textContent).toContain('Version 1.2.0 installs when this terminal is next idle.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps a pushed change when the first answer arrives after it', async () => {
    const { bridge, push } = fakeShell('desktop');
    let answer: (status: UpdateStatus) => void = () => undefined;
    bridge.updateStatus.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderBanner();
    push({ state: 'downloading', version: '1.2.0', percent: 10 });
    await act(async () => answer({ state: 'checking' }));
    expect((await screen.findByRole('progressbar', { name: 'Download progress' })).getAttribute('value')).toBe('10');
  });

  it('speaks Filipino', async () => {
    fakeShell('desktop', { state: 'downloaded', version: '1.2.0' });
    await showLanguage('TY');
    renderBanner();
    expect((await screen.findByRole('status')).textContent).toContain('Handa na ang bagong bersyon. I-restart ngayon?');
    expect(screen.getByRole('button', { name: 'I-restart' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Update ng app' })).toBeTruthy();
  });

  it('stops listening when it goes', async () => {
    const { bridge } = fakeShell('desktop');
    const stop = vi.fn();
    bridge.onShellEvent.mockReturnValue(stop);
    const { unmount } = renderBanner();
    await waitFor(() => expect(bridge.appInfo).toHaveBeenCalled());
    expect(bridge.onShellEvent).toHaveBeenCalledOnce();
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });
});
