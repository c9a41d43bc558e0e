import { createContext, useContext, type ReactNode } from 'react';
import type { OpsStore } from './OpsStore';

const OpsStoreContext = createContext<OpsStore | null>(null);

export function OpsStoreProvider({ store, children }: { store: OpsStore; children: ReactNode }) {
  return <OpsStoreContext.Provider value={store}>{children}</OpsStoreContext.Provider>;
}

export function useOpsStore(): OpsStore {
  const store = useContext(OpsStoreContext);
  if (!store) throw new Error('useOpsStore() needs an <OpsStoreProvider> above it');
  return store;
}
