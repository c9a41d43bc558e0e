import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { App } from '../app/App';
import { StoresProvider } from '../stores/context';
import type { RootStore } from '../stores/RootStore';
import { makeStore } from './fakes';

/** Shows the router's current path (and query) so tests can assert navigation. */
function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <div data-testid="location" data-search={search} data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </div>
  );
}

export function renderWithStores(
  ui: ReactElement,
  { store = makeStore(), path = '/m/home' }: { store?: RootStore; path?: InitialEntry } = {},
) {
  const result = render(
    <StoresProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </StoresProvider>,
  );
  const location = () => result.getByTestId('location').textContent;
  /** Path and query, e.g. /m/play?name=... */
  const url = () => `${location()}${result.getByTestId('location').dataset.search ?? ''}`;
  /** The navigation state the current entry carries (e.g. a launched game's address). */
  const state = () => JSON.parse(result.getByTestId('location').dataset.state ?? 'null') as unknown;
  return { ...result, store, location, url, state };
}

/**
 * The whole app at `path`, with the system status already known to be normal and, unless a test
 * is about it, the terms overlay already accepted.
 */
export function renderApp(path: InitialEntry, store: RootStore = makeStore(), { termsAccepted = true } = {}) {
  store.system.status = 0;
  if (termsAccepted) store.ui.acceptTerms();
  return renderWithStores(<App />, { store, path });
}
