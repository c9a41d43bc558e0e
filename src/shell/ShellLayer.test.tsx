import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '../i18n';
import { fakePlatform } from '../platform/fakePlatform';
import { renderWithStores } from '../test/render';
import { ShellLayer } from './ShellLayer';

vi.mock('../i18n', async (importOriginal) => {
  const real = await importOriginal<typeof I18nModule>();
  return { ...real, loadTexts: vi.fn(real.loadTexts) };
});
const { loadTexts } = await import('../i18n');

afterEach(() => {
  delete window.platform;
  vi.mocked(loadTexts).mockClear();
});

describe('ShellLayer', () => {
  it('fetches nothing of the shell in a browser', async () => {
    renderWithStores(<ShellLayer />);
    await new Promise((done) => setTimeout(done, 50));
    expect(loadTexts).not.toHaveBeenCalledWith('shell');
  });

  it('loads the shell’s screens with their texts inside the shell: a downloaded update asks to restart', async () => {
    const { bridge } = fakePlatform();
    bridge.updateStatus.mockResolvedValue({ state: 'downloaded', version: '1.2.0' });
    window.platform = bridge;
    renderWithStores(<ShellLayer />);
    expect(await screen.findByText('A new version is ready. Restart now?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
    expect(loadTexts).toHaveBeenCalledWith('shell');
  });
});
