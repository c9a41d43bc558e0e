import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '../features/home/HomePage';
import { LoginPage } from '../features/auth/LoginPage';
import { lazyBlock, lazyPage, type PreloadablePage } from './lazyPage';
import { pageFor } from './routes';

describe('pages', () => {
  it('bundles home in the entry chunk, and gives login a chunk the start can load before it draws', async () => {
    expect(pageFor('home')).toBe(HomePage);
    const login = pageFor('login') as PreloadablePage;
    expect(login).not.toBe(LoginPage);
    await expect(login.preload!()).resolves.toBeUndefined();
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

  it('leaves out a block whose chunk failed to load, and the page around it stands', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyBlock(() => Promise.reject(new Error('chunk 404')));
    render(
      <main>
        <h1>Home</h1>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </main>,
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Block chunk failed to load', expect.any(Error)));
    expect(screen.getByRole('main').textContent).toBe('Home');
    error.mockRestore();
  });
});
