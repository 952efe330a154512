import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadInitialMessages } from './i18n/locale-provider.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

const container = root;
// A German reader's messages arrive with the first page, before anything is shown in English.
void loadInitialMessages().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
