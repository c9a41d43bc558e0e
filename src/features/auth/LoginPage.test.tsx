import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fakeApi, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

async function setup(api = fakeApi()) {
  const user = userEvent.setup();
  const store = makeStore(api);
  await store.system.loadSettings(); // boot does this in the app
  const result = renderApp('/m/login', store);
  return { user, ...result };
}

async function fill(user: ReturnType<typeof userEvent.setup>, username = 'demo', password = 'demo1234') {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('login page', () => {
  afterEach(() => vi.useRealTimers());

  it('has its title, no header or footer, and the register and forgot-password links', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Register' })).getAttribute('href')).toBe('/m/register');
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/m/forget');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/m/help#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/m/help#privacy');
  });

  it('keeps the login button disabled with a hint until the disclaimer is accepted', async () => {
    const { user } = await setup();
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Please accept to the disclaimer first')).toBeNull();
  });

  it('toggles password visibility', async () => {
    const { user } = await setup();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('shows the server error translated by its code', async () => {
    const api = fakeApi({
      session: { login: vi.fn(async () => Promise.reject(new ApiError('INVALID_CREDENTIALS', 'Invalid credentials', 401))) },
    });
    const { user, location } = await setup(api);
    await fill(user, 'demo', 'wrong');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(location()).toBe('/m/login');
  });

  it('stores the session and goes home on success', async () => {
    const { user, location, store } = await setup();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.api.session.login).toHaveBeenCalledWith({ username: 'demo', password: 'demo1234' });
    const info = JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO')!);
    expect(info).toMatchObject({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    expect(info).toHaveProperty('merchantCode');
  });

  it('starts a free trial and goes home', async () => {
    const { user, location, store } = await setup(fakeApi({ member: { info: memberInfoOf(4) } }));
    await user.click(screen.getByRole('button', { name: 'Play for free' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(window.sessionStorage.getItem('trialName')).toBe('"guest123"');
    expect(store.session.viewer).toBe('trial');
  });

  it('lifts the trial overlay after 9999 ms when the server never answers (SPEC §9)', async () => {
    const { store } = await setup(fakeApi({ session: { loginFreePlay: vi.fn(() => new Promise<never>(() => undefined)) } }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Play for free' }));
    act(() => vi.advanceTimersByTime(9_998));
    expect(store.ui.loading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(store.ui.loading).toBe(false);
  });

  it('does not submit empty fields', async () => {
    const { user, store } = await setup();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your username and password.');
    expect(store.api.session.login).not.toHaveBeenCalled();
  });
});
