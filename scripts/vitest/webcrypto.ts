import { webcrypto } from 'node:crypto';

// The renderer's tests run in Vitest's vmThreads pool, whose VM context (jsdom's window) has no
// crypto.subtle: the browser's WebCrypto, which the app's login and write encryption use, comes
// from Node's. Kept out of src/test so the renderer's code never sees Node's types.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
