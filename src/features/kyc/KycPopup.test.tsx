import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdVerification, PersonalInfoBody } from '../../api';
import { ApiError } from '../../api';
import { REGISTER_SETTINGS, NOT_STARTED, encryptedSent, fakeApi, loggedInStore, makeStore, verificationOf } from '../../test/fakes';
import { fillPersonalInfo } from '../../test/kycSteps';
import { renderApp } from '../../test/render';

vi.mock('./compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));
const { compressImage } = await import('./compressImage');

/** A signed-in player whose verification is as given (not started by default: the popup's case). */
function player(verification: Partial<IdVerification> = NOT_STARTED, { mandatoryKyc = false, type = 0 } = {}) {
  const api = fakeApi({
    kyc: { config: vi.fn(async () => ({ info: { idVerification: verificationOf(verification) } })) },
    account: { registerSettings: vi.fn(async () => ({ ...REGISTER_SETTINGS, mandatoryKyc })) },
  });
  const store = loggedInStore(type, api);
  return store;
}

// The popup's chunk and texts load on demand: the first opening may take a moment.
const popup = () => screen.findByRole('dialog', { name: 'Verify your identity' }, { timeout: 3000 });
const inPopup = () => within(screen.getByRole('dialog', { name: 'Verify your identity' }));
const photo = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

/** Opens the popup on home and goes to the given step through the real buttons. */
async function openAt(step: 0 | 1 | 2, store = player()) {
  const user = userEvent.setup();
  const result = renderApp('/m/home', store);
  await popup();
  if (step >= 1) await user.click(inPopup().getByRole('button', { name: 'Go' }));
  if (step === 2) {
    await fillPersonalInfo(user, inPopup());
    await user.click(inPopup().getByRole('button', { name: 'Next' }));
    await inPopup().findByRole('heading', { name: 'ID photos' });
  }
  return { ...result, user, store };
}

const currentStep = () => inPopup().getByRole('list', { name: 'Verification steps' }).querySelector('[aria-current="step"]')?.textContent;

describe('KYC popup: when it shows on home (SPEC §4)', () => {
  it('shows for a signed-in member whose verification is enabled, not complete and not started', async () => {
    renderApp('/m/home', player());
    const dialog = await popup();
    expect(within(dialog).getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Verification steps' }).children).toHaveLength(2);
  });

  it.each([
    ['verification is off', { enabled: false }],
    ['it is complete', { isComplete: true, status: 'A', state: 'approved' }],
    ['the review has started', { status: 'P', state: 'pending' }],
  ] as const)('stays away when %s', async (_, overrides) => {
    const store = player({ ...NOT_STARTED, ...overrides });
    renderApp('/m/home', store);
    await waitFor(() => expect(store.api.kyc.config).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never asks visitors or trial players', async () => {
    const visitor = makeStore();
    renderApp('/m/home', visitor);
    const trial = player(NOT_STARTED, { type: 4 });
    renderApp('/m/home', trial);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor.api.kyc.config).not.toHaveBeenCalled();
    expect(trial.api.kyc.config).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Verify later' (the close icon) hides it for the rest of the session", async () => {
    const { user, store, unmount } = await openAt(0);
    await user.click(inPopup().getByRole('button', { name: 'Verify later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    const again = makeStore(store.api);
    renderApp('/m/home', again);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.api.kyc.config).toHaveBeenCalledTimes(1);
  });

  it('has no close icon under mandatory KYC (after a first login)', async () => {
    const { store } = await openAt(0, player(NOT_STARTED, { mandatoryKyc: true }));
    await waitFor(() => expect(store.api.account.registerSettings).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inPopup().getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(inPopup().queryByRole('button', { name: 'Verify later' })).toBeNull();
  });

  it('stays away after the photos went up in this session', async () => {
    const store = player();
    window.sessionStorage.setItem('kycUploaded', JSON.stringify('demo'));
    renderApp('/m/home', store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.api.kyc.config).not.toHaveBeenCalled();
  });

  it('opens when a game launch is refused for KYC', async () => {
    const store = player();
    window.sessionStorage.setItem('kycVerifyLater', JSON.stringify('demo'));
    store.api.games.launch = vi.fn(async () => Promise.reject(new ApiError('KYC_REQUIRED', 'kyc', 403)));
    renderApp('/m/home', store);
    await expect(store.games.launch(101)).rejects.toThrow();
    expect(await popup()).toBeTruthy();
  });
});

describe('KYC popup: steps (SPEC §4 state machine)', () => {
  beforeEach(() => vi.mocked(compressImage).mockClear());

  it("goes 0→1 with 'Go', back 1→0, and closes with the back arrow on 0 (no flag: it comes back)", async () => {
    const { user, store } = await openAt(1);
    expect(await inPopup().findByRole('heading', { name: 'Personal information' })).toBeTruthy();
    expect(currentStep()).toContain('Personal information');
    await user.click(inPopup().getByRole('button', { name: 'Back' }));
    expect(inPopup().getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(currentStep()).toBeUndefined();
    await user.click(inPopup().getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await store.kyc.shouldAutoShow()).toBe(true);
  });

  it('goes 1→2 only on data.success, the body encrypted; back 2→1 keeps what was typed', async () => {
    const { user, store } = await openAt(2);
    expect(currentStep()).toContain('ID photos');
    const sent = await encryptedSent<PersonalInfoBody>(store.api.kyc.setPersonalInfo);
    expect(sent).toEqual({
      idType: 1,
      payeeName: 'Juan Santos Dela Cruz',
      birthday: '1996-03-15',
      address: '12 Mabini St, Quezon City',
      permanentAddress: '34 Rizal Ave, Cebu City',
      placeOfBirth: 'Cebu City',
      nationality: 'Philippines',
      sourceOfIncome: 1,
      occupation: 6,
    });
    expect(vi.mocked(store.api.kyc.setPersonalInfo).mock.calls[0]![1]).toMatch(/^RSA-OAEP-256\+A256GCM; keyId=/);
    await user.click(inPopup().getByRole('button', { name: 'Back' }));
    expect(((await inPopup().findByLabelText('Full name')) as HTMLInputElement).value).toBe('Juan Santos Dela Cruz');
  });

  it('stays on step 1 when the server refuses, with its text at the field', async () => {
    const store = player();
    store.api.kyc.setPersonalInfo = vi.fn(async () => Promise.reject(new ApiError('FIELD_INVALID', 'x', 400, { field: 'payeeName' })));
    const { user } = await openAt(1, store);
    await fillPersonalInfo(user, inPopup());
    await user.click(inPopup().getByRole('button', { name: 'Next' }));
    expect(await inPopup().findByText('Enter your full name as printed on your ID.')).toBeTruthy();
    expect(inPopup().queryByRole('heading', { name: 'ID photos' })).toBeNull();
  });

  it('points at the empty fields when the server refuses the body without naming one', async () => {
    const store = player();
    store.api.kyc.setPersonalInfo = vi.fn(async () => Promise.reject(new ApiError('INVALID_INPUT', 'body/payeeName', 400)));
    const { user } = await openAt(1, store);
    fireEvent.input(await inPopup().findByLabelText('Birthday'), { target: { value: '1990-06-01' } });
    await user.click(inPopup().getByRole('button', { name: 'Next' }));
    expect(await inPopup().findByText('Enter your full name as printed on your ID.')).toBeTruthy();
    expect(inPopup().getByText('Choose the type of your ID.')).toBeTruthy();
    expect(inPopup().queryByText("Enter your employer's name (at most 100 characters).")).toBeNull();
  });

  it("checks only the birthday before sending: 'birthday_limit' under 21, 'Invalid please put correct year' otherwise", async () => {
    const { user, store } = await openAt(1);
    const underAge = new Date();
    underAge.setFullYear(underAge.getFullYear() - 20);
    await fillPersonalInfo(user, inPopup(), underAge.toISOString().slice(0, 10));
    await user.click(inPopup().getByRole('button', { name: 'Next' }));
    expect(inPopup().getByText('You must be at least 21 years old')).toBeTruthy();
    fireEvent.input(inPopup().getByLabelText('Birthday'), { target: { value: '1890-01-01' } });
    await user.click(inPopup().getByRole('button', { name: 'Next' }));
    expect(inPopup().getByText('Invalid please put correct year')).toBeTruthy();
    expect(store.api.kyc.setPersonalInfo).not.toHaveBeenCalled();
    // No other field is checked before sending (SPEC §5): an empty employer goes as nothing.
    expect(inPopup().queryByText('This field is required')).toBeNull();
  });
});

describe('KYC popup: the photos (SPEC §5, §9)', () => {
  beforeEach(() => {
    vi.mocked(compressImage).mockReset();
    vi.mocked(compressImage).mockImplementation(async (file: File) => file);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });

  it("names the first missing photo for 1 s ('please upload front')", async () => {
    const { user, store } = await openAt(2);
    await user.click(inPopup().getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please upload the front of your ID')).toBeTruthy();
    await user.upload(inPopup().getByLabelText('Front of your ID'), photo('front.jpg'));
    await user.click(inPopup().getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Please upload the back of your ID')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('Please upload the back of your ID')).toBeNull(), { timeout: 1500 });
    expect(store.api.kyc.uploadId).not.toHaveBeenCalled();
  });

  it('takes image files only, png or jpg, at most 5 MB after compression, at most 3', async () => {
    const { store } = await openAt(2);
    const front = inPopup().getByLabelText('Front of your ID');
    fireEvent.change(front, { target: { files: [photo('id.pdf', 'application/pdf')] } });
    expect(await inPopup().findByText('This file is not a photo. Choose an image.')).toBeTruthy();
    fireEvent.change(front, { target: { files: [photo('id.gif', 'image/gif')] } });
    expect(await inPopup().findByText('Only PNG or JPG photos are accepted.')).toBeTruthy();
    vi.mocked(compressImage).mockResolvedValueOnce(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' }));
    fireEvent.change(front, { target: { files: [photo('huge.jpg')] } });
    expect(await inPopup().findByText('This photo is larger than 5 MB. Choose a smaller one.')).toBeTruthy();
    // Four at once: three fill the slots in order, the fourth is refused.
    fireEvent.change(front, { target: { files: [photo('1.jpg'), photo('2.png', 'image/png'), photo('3.jpg'), photo('4.jpg')] } });
    expect(await inPopup().findByText('You can upload at most 3 photos.')).toBeTruthy();
    await waitFor(() => expect(inPopup().getAllByRole('img')).toHaveLength(3));
    expect(compressImage).toHaveBeenCalledTimes(4);
    expect(store.api.kyc.uploadId).not.toHaveBeenCalled();
  });

  it('uploads the three compressed photos under a 20 s wait, then hides, says please wait for 2 s and goes home', async () => {
    const store = player();
    const { user, location } = await openAt(2, store);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const small = (name: string) => new Blob([name], { type: 'image/jpeg' });
    vi.mocked(compressImage).mockImplementation(async (file: File) => small(file.name));
    await user.upload(inPopup().getByLabelText('Front of your ID'), photo('front.jpg'));
    await user.upload(inPopup().getByLabelText('Back of your ID'), photo('back.jpg'));
    await user.upload(inPopup().getByLabelText('Selfie with your ID'), photo('selfie.jpg'));
    await waitFor(() => expect(inPopup().getAllByRole('img')).toHaveLength(3));
    await user.click(inPopup().getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const images = vi.mocked(store.api.kyc.uploadId).mock.calls[0]![0];
    expect(await images.idCardFront.text()).toBe('front.jpg');
    expect(await images.idCardSelfie.text()).toBe('selfie.jpg');
    // The 'Please wait' overlay gives up after 20 s, not the usual 10 s.
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 20_000);
    timers.mockRestore();
    expect(screen.getByText('Thank you! Please wait while we review your documents.')).toBeTruthy();
    expect(store.ui.toast?.key).toBe('kyc.upload.pleaseWait');
    expect(location()).toBe('/m/home');
    expect(window.sessionStorage.getItem('kycUploaded')).toBe('"demo"');
  });

  it('only logs a failed compression and keeps the original photo', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(compressImage).mockRejectedValue(new Error('canvas'));
    await openAt(2);
    fireEvent.change(inPopup().getByLabelText('Front of your ID'), { target: { files: [photo('front.jpg')] } });
    await waitFor(() => expect(inPopup().getAllByRole('img')).toHaveLength(1));
    expect(error).toHaveBeenCalledWith('KYC photo compression failed', expect.any(Error));
    expect(inPopup().queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('shows the server refusal of a photo and stays open', async () => {
    const store = player();
    store.api.kyc.uploadId = vi.fn(async () => Promise.reject(new ApiError('KYC_IMAGE_INVALID', 'bad', 400)));
    const { user } = await openAt(2, store);
    for (const label of ['Front of your ID', 'Back of your ID', 'Selfie with your ID'])
      await user.upload(inPopup().getByLabelText(label), photo('p.jpg'));
    await waitFor(() => expect(inPopup().getAllByRole('img')).toHaveLength(3));
    await user.click(inPopup().getByRole('button', { name: 'Submit' }));
    expect(await inPopup().findByText('Each photo must be a PNG or JPG image.')).toBeTruthy();
  });
});
