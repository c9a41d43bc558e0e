import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RouteId } from '../app/routes';
import { Header } from './Header';

function Probe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Two entries of in-app history; `idx` is what react-router would have put in history.state. */
function renderHeader(id: RouteId, idx: number | null) {
  window.history.replaceState(idx === null ? null : { idx }, '');
  render(
    <MemoryRouter initialEntries={['/m/game', '/m/notice']} initialIndex={1}>
      <Header id={id} />
      <Probe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Header', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('titles the page in an h1', () => {
    renderHeader('notice', 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
  });

  it('goes back one step when the tab has history', async () => {
    const user = renderHeader('notice', 1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/m/game');
  });

  it('goes home when the page was the first of the tab', async () => {
    const user = renderHeader('notice', null);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });

  it('always goes home from activity', async () => {
    const user = renderHeader('activity', 1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });
});
