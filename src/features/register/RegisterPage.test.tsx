import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { obfuscate } from 'altcha-lib/obfuscation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { REGISTER_SETTINGS, fakeApi, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { fakePlatform } from '../../platform/fakePlatform';

vi.mock('../kyc/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

async function setup(api = fakeApi(), path = '/m/register') {
  const user = userEvent.setup();
  const store = makeStore(api);
  const result = renderApp(path, store);
  await screen.findByRole('button', { name: 'Register' });
  return { user, api, ...result };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'juan01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  await user.type(screen.getByLabelText('Mobile number'), '9171234567');
  await user.type(screen.getByLabelText('SMS code'), '123456');
  fireEvent.input(screen.getByLabelText('Birthday'), { target: { value: '1990-01-01' } });
  await user.type(screen.getByLabelText('Captcha'), '1234');
  await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
}

async function pickPhotos(user: ReturnType<typeof userEvent.setup>) {
  for (const label of ['Front of your ID', 'Back of your ID', 'Selfie with your ID']) {
    await user.upload(await screen.findByLabelText(label), new File(['x'], 'p.jpg', { type: 'image/jpeg' }));
  }
  await waitFor(() => expect(screen.getAllByRole('img', { name: /^Chosen photo/ })).toHaveLength(3));
}

describe('register page', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });

  afterEach(() => {
    delete window.platform;
    vi.unstubAllEnvs();
  });

  it('renders the configured fields, the method tabs and the disclaimer with the barred persons', async () => {
    await setup();
    expect(screen.getByRole('tab', { name: 'Username' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
    for (const label of [
      'Username',
      'Password',
      'Confirm password',
      'Country code',
      'Mobile number',
      'SMS code',
      'Birthday',
      'Nickname',
      'Email',
      'Invitation code',
      'Captcha',
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    expect(screen.getByText(/armed forces and police/).textContent).toMatch(/NDRP.*licence holders/);
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/m/help#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/m/help#privacy');
    expect(screen.getByRole('link', { name: /Log in/ }).getAttribute('href')).toBe('/m/login');
    const birthday = screen.getByLabelText('Birthday');
    expect(birthday.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(birthday.getAttribute('max')!.slice(0, 4))).toBe(new Date().getFullYear() - 21);
  });

  it('hides the method toggle when only one method is on, and username in the mobile method', async () => {
    await setup(fakeApi({ account: { registerSettings: vi.fn(async () => ({ ...REGISTER_SETTINGS, usernameMethod: false })) } }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('keeps Register disabled with the hint until the disclaimer is ticked', async () => {
    const { user } = await setup();
    const register = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    expect(register.disabled).toBe(true);
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
    expect(register.disabled).toBe(false);
  });

  it('says the confirmation is correct once it equals the password, and no longer when it differs', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    expect(screen.queryByText('Confirmation correct')).toBeNull();
    await user.type(screen.getByLabelText('Confirm password'), '3');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-describedby')).toBe(screen.getByText('Confirmation correct').id);
    await user.type(screen.getByLabelText('Password'), '4');
    expect(screen.queryByText('Confirmation correct')).toBeNull();
  });

  it('shows field errors from the client rules, including age and the confirmation', async () => {
    const { user, api } = await setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    fireEvent.input(screen.getByLabelText('Birthday'), { target: { value: `${new Date().getFullYear() - 20}-01-01` } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('You must be at least 21 years old to register')).toBeTruthy();
    expect(screen.getByText('Confirmation password not matched')).toBeTruthy();
    expect(api.account.register).not.toHaveBeenCalled();
  });

  it('checks the username on blur', async () => {
    const { user } = await setup(fakeApi({ account: { checkUsername: vi.fn(async () => ({ available: false })) } }));
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.tab();
    expect(await screen.findByText('Sorry, the username already exists.')).toBeTruthy();
  });

  it('verifies an entered invitation code on blur and focuses it when wrong', async () => {
    const { user, api } = await setup();
    await user.type(screen.getByLabelText('Invitation code'), 'WRONG1');
    await user.tab();
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Invitation code')));
    expect(api.account.affiliate).toHaveBeenCalledWith('WRONG1');
  });

  it('says the referral link is at fault when the code it carries is not valid', async () => {
    const { api } = await setup(fakeApi(), '/m/register?affiliateCode=GONE2020');
    expect(await screen.findByText(/Referrer link error/)).toBeTruthy();
    expect(api.account.affiliate).toHaveBeenCalledWith('GONE2020');
  });

  it('does not ask again about a code from the link that was verified on load', async () => {
    const { user, api } = await setup(fakeApi(), '/m/register?affiliateCode=PINOY2026');
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('PINOY2026');
    await waitFor(() => expect(api.account.affiliate).toHaveBeenCalledTimes(1));
    screen.getByLabelText('Invitation code').focus();
    await user.tab();
    expect(api.account.affiliate).toHaveBeenCalledTimes(1);
  });

  it('registers, stores the session like a login, toasts and goes home', async () => {
    window.platform = fakePlatform().bridge;
    const { user, api, location, store } = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    const [kind, body] = vi.mocked(api.account.register).mock.calls[0]!;
    expect(kind).toBe('username');
    expect(body).toMatchObject({
      registerMethod: 'APP',
      username: 'juan01',
      password: 'secret123',
      confirmPassword: 'secret123',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      birthday: '1990-01-01',
      captcha: '1234',
      disclaimerAccepted: true,
    });
    expect(body.captchaId).toMatch(/^cap-/);
    expect(body).not.toHaveProperty('nickname');
    expect(store.ui.toast?.key).toBe('register.success');
    expect(JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO')!)).toMatchObject({ token: 'tok', userName: 'juan01' });
  });

  it('asks for a messenger contact only when the operator switched it on, checked by its rule', async () => {
    const whatsapp = {
      name: 'whatsapp' as const,
      enabled: true,
      required: true,
      pattern: '^\\+?[0-9]{7,15}$',
      message: null,
      maxLength: 16,
    };
    const settings = { ...REGISTER_SETTINGS, fields: [...REGISTER_SETTINGS.fields, whatsapp] };
    const { user, api, location } = await setup(fakeApi({ account: { registerSettings: vi.fn(async () => settings) } }));
    expect(screen.queryByLabelText('Facebook')).toBeNull();
    await fillValid(user);
    await user.type(screen.getByLabelText('WhatsApp number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('WhatsApp number is not valid')).toBeTruthy();
    expect(api.account.register).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('WhatsApp number'));
    await user.type(screen.getByLabelText('WhatsApp number'), '+639171234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(vi.mocked(api.account.register).mock.calls[0]![1]).toMatchObject({ whatsapp: '+639171234567' });
  });

  it('registers with the captcha worked out on the device for a player who cannot see the picture', async () => {
    const captcha = vi.fn(async () => ({
      captchaId: 'cap-sealed',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      sealed: await obfuscate('9031', { algorithm: 'PBKDF2/SHA-256', cost: 10, counterMin: 5, counterMax: 30, deriveKey }),
    }));
    const { user, api, location } = await setup(fakeApi({ captcha: { get: captcha } }));
    await fillValid(user);
    await user.clear(screen.getByLabelText('Captcha'));
    await user.click(await screen.findByRole('button', { name: "I can't see the picture" }));
    await waitFor(() => expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('9031'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(vi.mocked(api.account.register).mock.calls[0]![1]).toMatchObject({ captcha: '9031', captchaId: 'cap-sealed' });
  });

  it('after a refusal shows it at its field, clears the SMS code and renews the captcha', async () => {
    const register = vi.fn(async () => Promise.reject(new ApiError('MOBILE_TAKEN', 'taken', 409, { field: 'mobileNum' })));
    const { user, api } = await setup(fakeApi({ account: { register } }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This mobile number is already registered.')).toBeTruthy();
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.captcha.get).toHaveBeenCalledTimes(2));
  });

  it('goes to the KYC step instead of sending when KYC is mandatory', async () => {
    const { user, api } = await setup(
      fakeApi({ account: { registerSettings: vi.fn(async () => ({ ...REGISTER_SETTINGS, mandatoryKyc: true })) } }),
    );
    expect(await screen.findByRole('group', { name: 'ID photos' })).toBeTruthy();
    await fillValid(user);
    await pickPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeTruthy();
    expect(api.account.register).not.toHaveBeenCalled();
  });

  it('Reset clears the form', async () => {
    const { user } = await setup();
    await fillValid(user);
    await pickPhotos(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('img', { name: /^Chosen photo/ })).toHaveLength(0);
    expect((screen.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }) as HTMLInputElement).checked).toBe(false);
  });

  it('sends wallet-variant builds home', async () => {
    vi.stubEnv('VITE_WALLET_VARIANT', 'true');
    const { location } = renderApp('/m/register', makeStore());
    await waitFor(() => expect(location()).toBe('/m/home'));
  });
});
