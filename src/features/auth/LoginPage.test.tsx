import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { obfuscate } from 'altcha-lib/obfuscation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { SETTINGS, fakeApi, loginRequest, makeStore, memberInfoOf, memoryKeyVault } from '../../test/fakes';
import { renderApp } from '../../test/render';

async function setup(api = fakeApi(), vault = memoryKeyVault()) {
  const user = userEvent.setup();
  const store = makeStore(api, vault);
  await store.system.loadSettings(); // boot does this in the app
  const result = renderApp('/m/login', store);
  // The page's own chunk comes in first (the start loads it before drawing; here, on the first render).
  await screen.findByRole('button', { name: 'Log in' });
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
    expect(await loginRequest(store.api)).toEqual({ type: 'username', username: 'demo', password: 'demo1234', humanCheck: 'proof' });
    const info = JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO')!);
    expect(info).toMatchObject({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    expect(info).toHaveProperty('merchantCode');
  });

  it('fetches the encryption key and makes the proof of work as soon as the form opens, and again after a refusal', async () => {
    const api = fakeApi({
      session: { login: vi.fn(async () => Promise.reject(new ApiError('INVALID_CREDENTIALS', 'Invalid credentials', 401))) },
    });
    const { user, store } = await setup(api);
    await waitFor(() => expect(store.api.session.encryptionKey).toHaveBeenCalledTimes(1));
    expect(store.humanCheck.prepare).toHaveBeenCalledTimes(1);
    await fill(user, 'demo', 'wrong');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(store.humanCheck.prepare).toHaveBeenCalledTimes(2);
    // The key fetched while typing served the attempt: no second fetch on the tap.
    expect(store.api.session.encryptionKey).toHaveBeenCalledTimes(1);
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

  it('offers no Facebook or Google login: no provider configuration exists in this product', async () => {
    await setup();
    expect(screen.queryByRole('button', { name: /facebook|google/i })).toBeNull();
  });

  it('goes to change password after a first-time login', async () => {
    const api = fakeApi({ session: { login: vi.fn(async () => ({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: true })) } });
    const { user, location } = await setup(api);
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/m/changePsw'));
  });
});

const captchaFailure = () => new ApiError('INVALID_CREDENTIALS', 'Invalid credentials', 401, { captcha: true });

describe('login captcha', () => {
  it('stays hidden until a failure asks for it, then is required and renewed after every failure', async () => {
    const login = vi.fn(async () => Promise.reject(captchaFailure()));
    const api = fakeApi({ session: { login } });
    const { user, store } = await setup(api);
    expect(screen.queryByLabelText(/Captcha/)).toBeNull();
    await fill(user, 'demo', 'wrong');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const field = await screen.findByRole('textbox', { name: /^Captcha/ });
    expect(field.getAttribute('maxlength')).toBe('6');
    await waitFor(() => expect(store.api.captcha.get).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter the captcha.')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);

    await user.type(field, '12ab34');
    expect((field as HTMLInputElement).value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(store.api.captcha.get).toHaveBeenCalledTimes(2));
    expect((field as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Captcha image, tap to refresh' }));
    await waitFor(() => expect(store.api.captcha.get).toHaveBeenCalledTimes(3));
  });

  it('sends the captcha answer and its id with the next login', async () => {
    const api = fakeApi();
    vi.mocked(api.session.login).mockRejectedValueOnce(captchaFailure());
    const { user, location } = await setup(api);
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByRole('textbox', { name: /^Captcha/ }), '4321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    const captchaId = ((await vi.mocked(api.captcha.get).mock.results[0]!.value) as { captchaId: string }).captchaId;
    expect(await loginRequest(api, 1)).toMatchObject({ identifying: '4321', captchaId, humanCheck: 'proof' });
  });
});

/** Captchas whose answers come sealed the way the server seals them, at a test-sized cost. */
function sealedCaptchas(...answers: string[]) {
  let n = 0;
  return vi.fn(async () => {
    const answer = answers[n++ % answers.length]!;
    const sealed = await obfuscate(answer, { algorithm: 'PBKDF2/SHA-256', cost: 10, counterMin: 5, counterMax: 30, deriveKey });
    return { captchaId: `cap-${n}`, image: 'data:image/png;base64,iVBORw0KGgo=', sealed };
  });
}

describe('login captcha without the picture', () => {
  it('works the code out on the device, fills it in, and does so again for each new captcha', async () => {
    const api = fakeApi({ captcha: { get: sealedCaptchas('5827', '1357') } });
    vi.mocked(api.session.login).mockRejectedValueOnce(captchaFailure()).mockRejectedValueOnce(captchaFailure());
    const { user, location } = await setup(api);
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const field = (await screen.findByRole('textbox', { name: /^Captcha/ })) as HTMLInputElement;

    await user.click(await screen.findByRole('button', { name: "I can't see the picture" }));
    await waitFor(() => expect(field.value).toBe('5827'));
    expect(screen.getByText('Done: the code has been filled in for you.').getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.session.login).toHaveBeenCalledTimes(2));
    expect(await loginRequest(api, 1)).toMatchObject({ identifying: '5827', captchaId: 'cap-1' });

    // Refused again: the renewed captcha is worked out without asking.
    await waitFor(() => expect(field.value).toBe('1357'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await loginRequest(api, 2)).toMatchObject({ identifying: '1357', captchaId: 'cap-2' });
  });

  it('offers no such button when the captcha comes without a sealed answer', async () => {
    const api = fakeApi();
    vi.mocked(api.session.login).mockRejectedValueOnce(captchaFailure());
    const { user } = await setup(api);
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('textbox', { name: /^Captcha/ });
    await waitFor(() => expect(api.captcha.get).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: "I can't see the picture" })).toBeNull();
  });
});

describe('SMS login', () => {
  const smsApi = () => fakeApi({ system: { settings: vi.fn(async () => ({ ...SETTINGS, mobileVerificationLogin: true })) } });

  it('offers the SMS tab only when the setting is on', async () => {
    await setup();
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
    cleanup();
    await setup(smsApi());
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeTruthy();
  });

  it('checks the number before sending, then counts down to the next allowed send', async () => {
    const api = smsApi();
    const { user } = await setup(api);
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('63');
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(api.verification.smsNoLogin).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /^Resend in (60|59) s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(api.verification.smsNoLogin).toHaveBeenCalledWith({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      purpose: 'login',
      humanCheck: 'proof',
    });
  });

  it('shows the loading overlay while the code is asked for, and takes it away with the answer', async () => {
    const api = smsApi();
    let answer: () => void = () => undefined;
    vi.mocked(api.verification.smsNoLogin).mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve({ expirationTime: Date.now() + 60_000 }))),
    );
    const { user } = await setup(api);
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.verification.smsNoLogin).toHaveBeenCalled());
    expect(screen.getByText('Please wait').closest('[aria-busy="true"]')).toBeTruthy();
    answer();
    expect(await screen.findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeTruthy();
    expect(screen.queryByText('Please wait')).toBeNull();
  });

  it('logs in with mobile number and code, without a human check', async () => {
    const api = smsApi();
    const { user, location, store } = await setup(api);
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '9171234567');
    const code = screen.getByLabelText(/^SMS code/);
    expect(code.getAttribute('maxlength')).toBe('10');
    await user.type(code, '123456');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await loginRequest(api)).toEqual({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', messageCode: '123456' });
    expect(store.humanCheck.proof).not.toHaveBeenCalled();
  });
});

describe('remember password', () => {
  it('prefills a remembered login, and unticking forgets it', async () => {
    const vault = memoryKeyVault();
    const first = await setup(fakeApi(), vault);
    await fill(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await first.user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
    await first.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.location()).toBe('/m/home'));
    expect(window.localStorage.getItem('rememberedLogin')).not.toContain('demo1234');
    cleanup();
    window.sessionStorage.clear();

    const { user } = await setup(fakeApi(), vault);
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo1234');
    const remember = screen.getByRole('checkbox', { name: 'Remember password' }) as HTMLInputElement;
    expect(remember.checked).toBe(true);
    await user.click(remember);
    await waitFor(() => expect(window.localStorage.getItem('rememberedLogin')).toBeNull());
    expect(await vault.get()).toBeNull();
  });
});
