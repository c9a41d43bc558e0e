import { describe, expect, it, vi } from 'vitest';
import { preloadPageAt } from './routes';

/** Which page modules were fetched and evaluated. */
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../features/lobby/LobbyPage', () => {
  loaded.push('lobby');
  return { default: () => null };
});

describe('loading the opening page early', () => {
  it('starts loading the chunk of the page the address opens, before anything renders', async () => {
    preloadPageAt('/m/game');
    await vi.waitFor(() => expect(loaded).toEqual(['lobby']));
  });

  it('asks for nothing on a page in the entry chunk or an address with no page', () => {
    preloadPageAt('/m/home');
    preloadPageAt('/m/no-such-page');
    expect(loaded).toEqual(['lobby']);
  });
});
