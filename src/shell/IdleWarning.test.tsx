import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShellEvent } from '../../contracts/platform-bridge';
import { loadTexts, showLanguage } from '../i18n';
import { fakePlatform } from '../platform/fakePlatform';
import { fakeApi, loggedInStore, makeStore } from '../test/fakes';
import { renderWithStores } from '../test/render';
import { IdleWarning } from './IdleWarning';

// The shell's texts come with its screens (ShellLayer), as in the app.
beforeAll(() => loadTexts('shell'));

afterEach(async () => {
  delete window.platform;
  window.sessionStorage.clear();
  await showLanguage('EN');
});

/** A kiosk's shell whose main process the test plays. */
function kiosk() {
  const { bridge, emit } = fakePlatform();
  window.platform = bridge;
  return { bridge, tell: (event: ShellEvent) => act(() => emit(event)) };
}

describe('the kiosk idle warning', () => {
  it('asks "Are you still there?" with the seconds left, as the main process counts them', () => {
    const { tell } = kiosk();
    renderWithStores(<IdleWarning />);
    expect(screen.queryByRole('dialog')).toBeNull();
    tell({ type: 'idleWarning', secondsLeft: 30 });
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('For your privacy you will be signed out in 30 seconds.');
    tell({ type: 'idleWarning', secondsLeft: 1 });
    expect(dialog.textContent).toContain('signed out in 1 second.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "I'm still here" }));
  });

  it('goes away and tells the shell when the player answers', async () => {
    const { bridge, tell } = kiosk();
    const user = userEvent.setup();
    renderWithStores(<IdleWarning />);
    tell({ type: 'idleWarning', secondsLeft: 20 });
    await user.click(screen.getByRole('button', { name: "I'm still here" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.stillHere).toHaveBeenCalled();
  });

  it('counts any key or tap as an answer', async () => {
    const { bridge, tell } = kiosk();
    const user = userEvent.setup();
    renderWithStores(<IdleWarning />);
    tell({ type: 'idleWarning', secondsLeft: 20 });
    await user.keyboard('a');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.stillHere).toHaveBeenCalledTimes(1);
    tell({ type: 'idleWarning', secondsLeft: 19 });
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.stillHere).toHaveBeenCalledTimes(2);
  });

  it('goes away when the shell saw input elsewhere (a game, the chat)', () => {
    const { bridge, tell } = kiosk();
    renderWithStores(<IdleWarning />);
    tell({ type: 'idleWarning', secondsLeft: 20 });
    tell({ type: 'idleCancelled' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.stillHere).not.toHaveBeenCalled();
  });

  it('signs the player out through the app\u2019s logout at zero, then lets the shell wipe the rest', async () => {
    const { bridge, tell } = kiosk();
    const api = fakeApi();
    const store = loggedInStore(0, api);
    renderWithStores(<IdleWarning />, { store });
    tell({ type: 'idleWarning', secondsLeft: 1 });
    tell({ type: 'idleSignOut' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(bridge.idleSignedOut).toHaveBeenCalled());
    expect(api.session.logout).toHaveBeenCalledOnce();
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(vi.mocked(api.session.logout).mock.invocationCallOrder[0]).toBeLessThan(bridge.idleSignedOut.mock.invocationCallOrder[0]!);
  });

  it('with nobody signed in, only lets the shell wipe', async () => {
    const { bridge, tell } = kiosk();
    const api = fakeApi();
    renderWithStores(<IdleWarning />, { store: makeStore(api) });
    tell({ type: 'idleSignOut' });
    await waitFor(() => expect(bridge.idleSignedOut).toHaveBeenCalled());
    expect(api.session.logout).not.toHaveBeenCalled();
  });

  it('speaks Filipino', async () => {
    const { tell } = kiosk();
    await showLanguage('TY');
    renderWithStores(<IdleWarning />);
    tell({ type: 'idleWarning', secondsLeft: 5 });
    expect(screen.getByRole('dialog', { name: 'Nandiyan ka pa ba?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nandito pa ako' })).toBeTruthy();
  });
});
