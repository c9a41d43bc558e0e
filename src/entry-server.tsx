// The first screen drawn on the server (server/web/first-screen.ts loads the build of this file,
// made by `vite build` into dist-ssr/): the same components, stores and texts as the client, for
// a visitor who has nothing stored yet. index.html's head hides it for anyone else.
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { enableStaticRendering } from 'mobx-react-lite';
import { StaticRouter } from 'react-router-dom';
import { renderToStringAsync } from 'preact-render-to-string';
import { createApi } from './api';
import { answerKey } from './api/pageAnswers';
import { App } from './app/App';
import { prepareFirstScreen } from './app/firstScreen';
import { initI18n } from './i18n';
import { createKeyValueStore } from './platform/storage';
import { StoresProvider } from './stores/context';
import { RootStore } from './stores/RootStore';

enableStaticRendering(true);
const english = initI18n('en');

/** A GET the first screen makes, answered by the platform in-process: the body of its 200 answer; rejects otherwise. */
export type AskPlatform = (path: string) => Promise<unknown>;

export interface FirstScreen {
  /** The screen's markup, to put inside #root. */
  html: string;
  /** Every answer the screen was drawn with, by call (api/pageAnswers.ts), for the client to draw the same. */
  answers: Record<string, unknown>;
}

/** Web Storage kept in memory: a visitor's, with nothing stored. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * Asks the platform for what the page does not carry already and keeps each answer for the page.
 * Failures are kept too: the stores swallow a failed load, but a screen drawn without its data
 * would not be the one the client draws.
 */
function recordingAdapter(ask: AskPlatform, answers: Record<string, unknown>, failures: unknown[]): AxiosAdapter {
  return async (config) => {
    const key = answerKey(config.url ?? '', config.params);
    try {
      answers[key] = await ask(key);
    } catch (error) {
      failures.push(error);
      throw error;
    }
    return { data: answers[key], status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };
}

/**
 * Draws the client's first screen at `url` (path and query) with the start answers the page carries (status,
 * settings) and whatever else that screen loads first (prepareFirstScreen), asked through `ask`.
 */
export async function renderFirstScreen(url: string, startAnswers: Record<string, unknown>, ask: AskPlatform): Promise<FirstScreen> {
  await english;
  const answers = { ...startAnswers };
  const failures: unknown[] = [];
  const adapter = recordingAdapter(ask, answers, failures);
  const api = createApi({ getToken: () => null, adapter, pageAnswers: new Map(Object.entries(startAnswers)) });
  const store = new RootStore({
    storage: { session: createKeyValueStore(emptyStorage()), local: createKeyValueStore(emptyStorage()) },
    api,
    humanCheck: { prepare: () => undefined, proof: async () => undefined },
    rememberedLogin: { load: async () => null, save: async () => undefined, forget: async () => undefined },
  });
  await Promise.all([store.system.loadStatus(), store.system.loadSettings()]);
  await prepareFirstScreen(store, new URL(url, 'http://page').pathname);
  if (failures.length > 0) throw failures[0];
  const html = await renderToStringAsync(
    <StoresProvider store={store}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StoresProvider>,
  );
  return { html, answers };
}
