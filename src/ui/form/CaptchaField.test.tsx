import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { obfuscate } from 'altcha-lib/obfuscation';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaValue } from '../../../contracts/account';
import { CaptchaField } from './CaptchaField';

const seal = (answer: string) => obfuscate(answer, { algorithm: 'PBKDF2/SHA-256', cost: 10, counterMin: 5, counterMax: 30, deriveKey });

function Harness({ captcha, onRefresh = () => undefined }: { captcha: CaptchaValue; onRefresh?: () => void }) {
  const [value, setValue] = useState('');
  return <CaptchaField value={value} onChange={setValue} captcha={captcha} onRefresh={onRefresh} />;
}

describe('captcha field', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names every control: the refreshing image, the field and the alternative', async () => {
    const onRefresh = vi.fn();
    render(
      <Harness
        captcha={{ captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=', sealed: await seal('1234') }}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Captcha/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap to refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: "I can't see the picture" })).toBeTruthy();
  });

  it('says so when the answer cannot be worked out, and lets the player try again', async () => {
    const broken = JSON.parse(atob(await seal('1234'))) as { cipher: { data: string } };
    broken.cipher.data = (broken.cipher.data.startsWith('0') ? '1' : '0') + broken.cipher.data.slice(1);
    render(<Harness captcha={{ captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=', sealed: btoa(JSON.stringify(broken)) }} />);
    const button = screen.getByRole('button', { name: "I can't see the picture" });
    await userEvent.click(button);
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Captcha/ }) as HTMLInputElement).value).toBe('');
  });

  it('speaks Filipino too', async () => {
    await act(() => i18n.changeLanguage('fil'));
    render(<Harness captcha={{ captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=', sealed: await seal('2468') }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hindi ko makita ang larawan' }));
    expect(await screen.findByText('Tapos na: nailagay na ang code para sa iyo.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Captcha/ }) as HTMLInputElement).value).toBe('2468');
  });
});
