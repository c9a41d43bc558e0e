/**
 * Runs sandboxed before the page: it may `require` only 'electron' (and a few builtins), so
 * everything else is bundled in. The page gets the narrow bridge, never ipcRenderer.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge, createShellEventSubscription } from './ipc/bridge';

contextBridge.exposeInMainWorld(
  'platform',
  createBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args), createShellEventSubscription(ipcRenderer)),
);
