import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSettingsValue } from '../../../contracts/account';
import { ApiError, type IdVerification } from '../../api';
import { NOT_STARTED, REGISTER_SETTINGS, fakeApi, makeStore, verificationOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

vi.mock('./compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

/**
 * MANDATORYKYC3 on, username registration without SMS; step 2 requires what SPEC §5 names
 * (nationality, region, occupation, source of income).
 */
const SETTINGS: RegisterSettingsValue = {
  ...REGISTER_SETTINGS,
  mobileMethod: false,
  smsVerification: false,
  mandatoryKyc: true,
  fields: REGISTER_SETTINGS.fields.filter((field) =>
    ['username', 'password', 'confirmPassword', 'birthday', 'captcha'].includes(field.name),
  ),
  kycFields: [
    { name: 'placeOfBirth', required: false },
    { name: 'address', required: false },
    { name: 'permanentAddress', required: false },
    { name: 'nationality', required: true },
    { name: 'region', required: true },
    { name: 'occupation', required: true },
    { name: 'sourceOfIncome', required: true },
  ],
};

function setup(afterRegister: Partial<IdVerification> = { ...NOT_STARTED, personalInfoDone: true }) {
  const api = fakeApi({
    account: { registerSettings: vi.fn(async () => SETTINGS) },
    kyc: { config: vi.fn(async () => ({ info: { idVerification: verificationOf(afterRegister) } })) },
  });
  const store = makeStore(api);
  return { ...renderApp('/m/register', store), user: userEvent.setup(), store, api };
}

/** Step 1 filled and sent on to step 2. */
async function toStep2(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'juan01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  fireEvent.input(screen.getByLabelText('Birthday'), { target: { value: '1990-01-01' } });
  await user.type(screen.getByLabelText('Captcha'), '1234');
  await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('heading', { name: 'Personal information' });
}

async function fillStep2(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Place of birth'), 'Cebu City');
  await user.type(screen.getByLabelText('Current address'), '12 Mabini St, Quezon City');
  await user.type(screen.getByLabelText('Permanent address'), '34 Rizal Ave, Cebu City');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Philippines' })).toBeTruthy());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Nationality' }), 'Philippines');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Central Visayas');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Occupation' }), 'Sales workers');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Source of income' }), 'Self employed');
}

describe('registration step 2 under mandatory KYC (SPEC §2, §5)', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });

  it('shows the configured KYC fields and requires those configured required', async () => {
    const { user, api } = setup();
    await toStep2(user);
    for (const label of [
      'Place of birth',
      'Current address',
      'Permanent address',
      'Nationality',
      'Region',
      'Occupation',
      'Source of income',
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    // Step 2 uses the short lists (register), the popup the long ones.
    await waitFor(() => expect(api.kyc.dropdown).toHaveBeenCalledWith('sourceOfIncome'));
    expect(api.kyc.dropdown).toHaveBeenCalledWith('gamingvenue');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(api.account.register).not.toHaveBeenCalled();
  });

  it('registers with both steps, then takes the three photos and goes home', async () => {
    const { user, api, store, location } = setup();
    await toStep2(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.account.register).toHaveBeenCalledOnce());
    expect(vi.mocked(api.account.register).mock.calls[0]![1]).toMatchObject({
      username: 'juan01',
      birthday: '1990-01-01',
      placeOfBirth: 'Cebu City',
      address: '12 Mabini St, Quezon City',
      permanentAddress: '34 Rizal Ave, Cebu City',
      nationality: 'Philippines',
      region: 'VII',
      occupation: 11,
      sourceOfIncome: 2,
    });
    expect(store.session.isLoggedIn).toBe(true);
    expect(await screen.findByRole('heading', { name: 'ID photos' })).toBeTruthy();
    for (const label of ['Front of your ID', 'Back of your ID', 'Selfie with your ID']) {
      await user.upload(screen.getByLabelText(label), new File(['x'], 'p.jpg', { type: 'image/jpeg' }));
    }
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(api.kyc.uploadId).toHaveBeenCalledOnce();
    expect(store.ui.toast?.key).toBe('kyc.upload.pleaseWait');
  });

  it('asks for the personal information first when registration did not save it', async () => {
    const { user } = setup(NOT_STARTED);
    await toStep2(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'ID type' })).toBeTruthy();
  });

  it('shows a refusal of a step-2 field at the field', async () => {
    const { user, api } = setup();
    api.account.register = vi.fn(async () => Promise.reject(new ApiError('FIELD_INVALID', 'x', 400, { field: 'nationality' })));
    await toStep2(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose your nationality.')).toBeTruthy();
  });

  it('goes back to step 1, as it was, for a refusal of one of its fields', async () => {
    const { user, api } = setup();
    api.account.register = vi.fn(async () => Promise.reject(new ApiError('USERNAME_TAKEN', 'x', 409, { field: 'username' })));
    await toStep2(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sorry, the username already exists.')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('juan01');
    expect(screen.queryByRole('heading', { name: 'Personal information' })).toBeNull();
  });
});
