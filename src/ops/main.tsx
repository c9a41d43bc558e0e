import './ops.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initOpsTexts } from './i18n';
import { OpsApp } from './OpsApp';
import { OpsStoreProvider } from './stores/context';
import { browserOpsStore } from './stores/OpsStore';

/** The back-office console (ops.html): its texts, its stores, a kept session checked, then the app. */
const container = document.getElementById('ops-root');
if (!container) throw new Error('ops.html lacks #ops-root');
const store = browserOpsStore();
void store.session.restore();
void initOpsTexts().then(() =>
  createRoot(container).render(
    <StrictMode>
      <OpsStoreProvider store={store}>
        <BrowserRouter>
          <OpsApp />
        </BrowserRouter>
      </OpsStoreProvider>
    </StrictMode>,
  ),
);
