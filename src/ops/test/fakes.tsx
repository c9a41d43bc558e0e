import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { permissionsOf, type StaffAccount, type StaffMe, type StaffRole } from '../../../contracts/staff';
import type { OpsApi } from '../api/opsApi';
import { addOpsTexts } from '../i18n';
import { OpsApp } from '../OpsApp';
import { OpsStoreProvider } from '../stores/context';
import { OpsStore } from '../stores/OpsStore';
import { fakeChatCalls } from './chatFakes';
import { fakeInboxCalls } from './inboxFakes';
import { fakeContentCalls } from './contentFakes';
import { fakePlayerCalls } from './playerFakes';
import { fakeQueueCalls } from './queueFakes';
import { fakeReportCalls } from './reportFakes';

/** Who a test signs in as: `roles` give the permissions, as on the server (contracts/staff.ts). */
export function staffMe(username = 'ana', roles: StaffRole[] = ['admin'], idleMinutes = 15): StaffMe {
  return { staffId: 1, username, roles, permissions: permissionsOf(roles), idleMinutes };
}

export function staffAccount(staffId: number, username: string, roles: StaffRole[], extra: Partial<StaffAccount> = {}): StaffAccount {
  return {
    staffId,
    username,
    roles,
    totpEnrolled: true,
    disabled: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastSignInAt: null,
    ...extra,
  };
}

/** A console API that answers like the server, each call a spy a test may change. */
export function fakeOpsApi(overrides: Partial<OpsApi> = {}): OpsApi {
  return {
    signIn: vi.fn(async () => ({ state: 'signedIn' as const, token: 'tok-1', me: staffMe() })),
    enrol: vi.fn(async () => ({ state: 'signedIn' as const, token: 'tok-1', me: staffMe() })),
    me: vi.fn(async () => staffMe()),
    signOut: vi.fn(async () => undefined),
    listStaff: vi.fn(async () => ({ list: [] })),
    createStaff: vi.fn(),
    updateStaff: vi.fn(),
    resetStaff: vi.fn(),
    ...fakeQueueCalls(),
    ...fakeChatCalls(),
    ...fakeReportCalls(),
    ...fakeInboxCalls(),
    ...fakePlayerCalls(),
    ...fakeContentCalls(),
    ...overrides,
  };
}

/** Shows the router's path, so a test can see where the console went. */
function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/**
 * The whole console at `path`: signed in as `me` (a token in this tab's storage) or signed out
 * (null), with its texts beside the player's that the test setup loaded.
 */
export async function renderOps(path: string, { api = fakeOpsApi(), me = staffMe() as StaffMe | null } = {}) {
  addOpsTexts();
  const store = new OpsStore(api, sessionStorage);
  if (me) {
    store.session.token = 'tok-1';
    vi.mocked(api.me).mockResolvedValue(me);
  }
  await store.session.restore();
  const result = render(
    <OpsStoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <OpsApp />
        <LocationProbe />
      </MemoryRouter>
    </OpsStoreProvider>,
  );
  return { ...result, api, store, location: () => result.getByTestId('location').textContent };
}
