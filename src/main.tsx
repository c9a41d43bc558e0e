// Base styles first: component styles loaded after them refine the shared classes.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readPageAnswers } from './api/pageAnswers';
import { App } from './app/App';
import { boot } from './app/boot';
import { preloadPageAt } from './app/routes';
import { initI18n } from './i18n';
import { nextTask } from './lib/nextTask';
import { browserStorage } from './platform/storage';
import { StoresProvider } from './stores/context';
import { RootStore } from './stores/RootStore';

/** Three tasks, not one: the modules' evaluation, the stores and start calls, the first render. */
async function start(container: HTMLElement): Promise<void> {
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
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <StoresProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StoresProvider>
    </StrictMode>,
  );
}

preloadPageAt(location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
void start(container);
