// Base styles first: component styles loaded after them refine the shared classes.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { boot } from './app/boot';
import { initI18n } from './i18n';
import { browserStorage } from './platform/storage';
import { StoresProvider } from './stores/context';
import { RootStore } from './stores/RootStore';

const store = new RootStore({ storage: browserStorage() });
const texts = initI18n(store.ui.language);
void boot(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const root = createRoot(container);

// English is at hand at once; another language's texts come first (on a failed fetch, English shows).
void texts
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <StoresProvider store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StoresProvider>
      </StrictMode>,
    ),
  );
