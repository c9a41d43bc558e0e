import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Disclaimer } from './Disclaimer';

function Form({ agreeKey, intro }: { agreeKey: string; intro?: string[] }) {
  const [checked, setChecked] = useState(false);
  return (
    <MemoryRouter>
      <Disclaimer checked={checked} onChange={setChecked} hintId="hint" agreeKey={agreeKey} intro={intro} />
      <button type="submit" disabled={!checked} aria-describedby={checked ? undefined : 'hint'}>
        Go
      </button>
    </MemoryRouter>
  );
}

describe('Disclaimer', () => {
  it('names the checkbox by its sentence, whose terms and privacy links open the help topics', async () => {
    const user = userEvent.setup();
    render(<Form agreeKey="auth.agreeWithLinks" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' });
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/m/help#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/m/help#privacy');
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('aria-describedby')).toBe('hint');
    expect(document.getElementById('hint')?.textContent).toBe('Please accept to the disclaimer first');
    await user.click(box);
    expect(document.getElementById('hint')).toBeNull();
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows what the player agrees to above the checkbox, with the same links', () => {
    render(<Form agreeKey="register.acceptDisclaimer" intro={['register.disclaimerText', 'register.termsLinks']} />);
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' })).toBeTruthy();
    expect(screen.getByText(/armed forces and police/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/m/help#terms');
  });
});
