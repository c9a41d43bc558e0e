// Base styles first: component styles loaded after them refine the shared classes.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readPageAnswers } from './api/pageAnswers';
import { adoptRender } from './app/adoptRender';
import { App } from './app/App';
import { boot } from './app/boot';
import { prepareFirstScreen } from './app/firstScreen';
import { preloadPageAt } from './app/routes';
import { initI18n } from './i18n';
import { nextTask } from './lib/nextTask';
import { browserStorage } from './platform/storage';
import { StoresProvider } from './stores/context';
import { RootStore } from './stores/RootStore';

/** The class of the server's markup inside #root (server/web/first-screen.ts). */
const FIRST_SCREEN_CLASS = 'first-screen';

/** Three tasks, not one: the modules' evaluation, the stores and start calls, the first render. */
async function start(container: HTMLElement, pageReady: Promise<void>): Promise<void> {
  await nextTask();
  const pageAnswers = readPageAnswers(document);
  // With the server's answers inside the page the start check settles without a request, so the
  // first render is the screen itself rather than a spinner followed by it.
  const answered = pageAnswers.size > 0;
  const store = new RootStore({ storage: browserStorage(), pageAnswers });
  const texts = initI18n(store.ui.language);
  const started = boot(store);
  // English is at hand at once; another language's texts come first (on a failed fetch, English shows).
  await (answered ? Promise.all([texts, started]) : texts).catch(() => undefined);
  // Over the server's first screen the client draws the same screen, complete (its page's code and
  // first data in), and takes over the server's elements rather than drawing new ones: nothing
  // blinks, the browser lays out little again, and the largest paint stays the server's.
  const drawn = container.querySelector<HTMLElement>(`:scope > .${FIRST_SCREEN_CLASS}`);
  if (drawn) await Promise.all([pageReady, prepareFirstScreen(store, location.pathname)]).catch(() => undefined);
  await nextTask();
  const app = (
    <StrictMode>
      <StoresProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StoresProvider>
    </StrictMode>
  );
  // For a player with stored state (index.html marked the page) the server's screen is not theirs.
  if (drawn && document.documentElement.dataset.restored === undefined) {
    adoptRender(app, drawn);
  } else {
    drawn?.remove();
    createRoot(container).render(app);
  }
}

const pageReady = preloadPageAt(location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
void start(container, pageReady);
