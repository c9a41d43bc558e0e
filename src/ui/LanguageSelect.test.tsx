import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { makeStore } from '../test/fakes';
import { renderWithStores } from '../test/render';
import { LanguageSelect } from './LanguageSelect';

describe('the language selector', () => {
  it('lists every spec language with its flag, and says which ones show English for now', () => {
    renderWithStores(<LanguageSelect />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(LANGUAGES.length);
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(35);
    expect(options).toContain('🇬🇧 English');
    expect(options).toContain('🇵🇭 Filipino');
    expect(options).toContain('🇯🇵 日本語 (English for now)');
    expect(screen.queryByText(/texts are on their way/)).toBeNull();
  });

  it('keeps the choice, and explains under the list that a language without texts reads English', async () => {
    const user = userEvent.setup();
    const store = makeStore();
    renderWithStores(<LanguageSelect />, { store });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'JA');
    expect(store.ui.language).toBe('JA');
    expect(store.storage.local.get('language')).toBe('JA');
    expect(screen.getByRole('combobox', { name: 'Language' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('日本語 texts are on their way. Until then you see English.')).toBeTruthy();
  });
});
