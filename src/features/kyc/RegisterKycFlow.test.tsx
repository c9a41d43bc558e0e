import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSettingsValue } from '../../../contracts/account';
import { ApiError, type IdVerification } from '../../api';
import { NOT_STARTED, REGISTER_SETTINGS, fakeApi, makeStore, verificationOf } from '../../test/fakes';
import { fillPersonalInfo } from '../../test/kycSteps';
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

function setup(afterRegister: Partial<IdVerification> = { ...NOT_STARTED, personalInfoDone: true }, settings = SETTINGS) {
  const api = fakeApi({
    account: { registerSettings: vi.fn(async () => settings) },
    kyc: { config: vi.fn(async () => ({ info: { idVerification: verificationOf(afterRegister) } })) },
  });
  const store = makeStore(api);
  return { ...renderApp('/m/register', store), user: userEvent.setup(), store, api };
}

const PHOTOS = {
  'Front of your ID': new File(['front'], 'front.jpg', { type: 'image/jpeg' }),
  'Back of your ID': new File(['back'], 'back.jpg', { type: 'image/jpeg' }),
  'Selfie with your ID': new File(['selfie'], 'selfie.png', { type: 'image/png' }),
};

/** Step 1's fields filled, the disclaimer ticked, and the ID photos picked. */
async function fillStep1(user: ReturnType<typeof userEvent.setup>, photos: Partial<typeof PHOTOS> = PHOTOS) {
  await user.type(await screen.findByLabelText('Username'), 'juan01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  fireEvent.input(screen.getByLabelText('Birthday'), { target: { value: '1990-01-01' } });
  await user.type(screen.getByLabelText('Captcha'), '1234');
  for (const [label, file] of Object.entries(photos)) await user.upload(await screen.findByLabelText(label), file);
  await waitFor(() => expect(screen.queryAllByRole('img', { name: /^Chosen photo/ })).toHaveLength(Object.keys(photos).length));
  await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
}

/** Step 1 filled and sent on to step 2. */
async function toStep2(user: ReturnType<typeof userEvent.setup>) {
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('heading', { name: 'Personal information' });
}

/** What follows step 1 (hidden meanwhile, with fields of the same names). */
const nextStep = async (name: string) => within(await screen.findByRole('region', { name }));

/** What the upload sent: each photo's file name (the compression is faked as none). */
const sentNames = (api: ReturnType<typeof fakeApi>) =>
  Object.entries(vi.mocked(api.kyc.uploadId).mock.calls[0]![0]).map(([field, file]) => [field, (file as File).name]);
const PICKED = [
  ['idCardFront', 'front.jpg'],
  ['idCardBack', 'back.jpg'],
  ['idCardSelfie', 'selfie.png'],
];

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

describe('registration under mandatory KYC: the photos at step 1, then step 2 (SPEC §2, §5)', () => {
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

  it('will not leave step 1 without the three photos, naming the first missing one', async () => {
    const { user, store, api } = setup();
    await fillStep1(user, { 'Front of your ID': PHOTOS['Front of your ID'] });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.ui.toast?.key).toBe('kyc.upload.missing.idCardBack'));
    // Named for 1 s (SPEC §5), not a success toast's time.
    await waitFor(() => expect(store.ui.toast).toBeNull(), { timeout: 1_300 });
    expect(screen.queryByRole('heading', { name: 'Personal information' })).toBeNull();
    expect(api.account.register).not.toHaveBeenCalled();
  });

  it('registers with both steps, then sends the photos picked at step 1 on its own and goes home', async () => {
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
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(sentNames(api)).toEqual(PICKED);
    expect(api.kyc.uploadId).toHaveBeenCalledOnce();
    expect(store.ui.toast?.key).toBe('kyc.upload.pleaseWait');
  });

  it('asks for the personal information first when registration did not save it, then sends the photos', async () => {
    const { user, api, location } = setup(NOT_STARTED);
    await toStep2(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await (await nextStep('Personal information')).findByRole('combobox', { name: 'ID type' })).toBeTruthy();
    expect(api.kyc.uploadId).not.toHaveBeenCalled();
    await fillPersonalInfo(user, await nextStep('Personal information'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(sentNames(api)).toEqual(PICKED);
  });

  it('shows the photos again, ready to send, when the server refuses them', async () => {
    const { user, api, location } = setup();
    vi.mocked(api.kyc.uploadId).mockRejectedValueOnce(new ApiError('KYC_IMAGE_INVALID', 'x', 400, { field: 'idCardBack' }));
    await toStep2(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const photos = await nextStep('ID photos');
    expect(await photos.findByText('Each photo must be a PNG or JPG image.')).toBeTruthy();
    expect(photos.getAllByRole('img', { name: /^Chosen photo/ })).toHaveLength(3);
    // Under mandatory KYC there is no putting it off.
    expect(screen.queryByRole('button', { name: 'Verify later' })).toBeNull();
    await user.upload(photos.getByLabelText('Back of your ID'), new File(['back2'], 'back2.jpg', { type: 'image/jpeg' }));
    await user.click(photos.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(Object.values(vi.mocked(api.kyc.uploadId).mock.calls[1]![0]).map((file) => (file as File).name)).toEqual([
      'front.jpg',
      'back2.jpg',
      'selfie.png',
    ]);
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

describe('registration with the optional photos (no mandatory KYC)', () => {
  const OPTIONAL = { ...SETTINGS, mandatoryKyc: false };

  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });

  it('registers straight home without photos', async () => {
    const { user, api, location } = setup(NOT_STARTED, OPTIONAL);
    expect(await screen.findByRole('group', { name: 'ID photos (optional)' })).toBeTruthy();
    await fillStep1(user, {});
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(api.kyc.uploadId).not.toHaveBeenCalled();
  });

  it('takes all three photos or none: one picked names the next missing', async () => {
    const { user, api, store } = setup(NOT_STARTED, OPTIONAL);
    await fillStep1(user, { 'Front of your ID': PHOTOS['Front of your ID'], 'Back of your ID': PHOTOS['Back of your ID'] });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.ui.toast?.key).toBe('kyc.upload.missing.idCardSelfie'));
    expect(api.account.register).not.toHaveBeenCalled();
  });

  it('registers, asks for the personal information the review needs, then sends the photos', async () => {
    const { user, api, store, location } = setup(NOT_STARTED, OPTIONAL);
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.account.register).toHaveBeenCalledOnce());
    expect(store.session.isLoggedIn).toBe(true);
    await fillPersonalInfo(user, await nextStep('Personal information'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(sentNames(api)).toEqual(PICKED);
  });

  it('lets the new player verify later instead, sending nothing', async () => {
    const { user, api, location } = setup(NOT_STARTED, OPTIONAL);
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Verify later' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(api.kyc.uploadId).not.toHaveBeenCalled();
  });
});
