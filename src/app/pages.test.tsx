import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '../features/home/HomePage';
import { LoginPage } from '../features/auth/LoginPage';
import { lazyPage } from './lazyPage';
import { pageFor } from './pages';
import { ROUTES } from './routes';

const isLazy = (component: ComponentType) =>
  (component as unknown as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

describe('pages', () => {
  it('bundles home and login eagerly and loads every other route lazily', () => {
    expect(pageFor('home')).toBe(HomePage);
    expect(pageFor('login')).toBe(LoginPage);
    for (const { id } of ROUTES.filter((route) => route.id !== 'home' && route.id !== 'login')) {
      expect(isLazy(pageFor(id)), id).toBe(true);
    }
  });

  it('logs a failed chunk load and shows the spinner instead of crashing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage(() => Promise.reject(new Error('chunk 404')));
    render(
      <Suspense fallback={null}>
        <Broken />
      </Suspense>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Route chunk failed to load', expect.any(Error));
    error.mockRestore();
  });
});
