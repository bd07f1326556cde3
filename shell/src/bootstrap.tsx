import '@church/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRemotes } from './features/remotes/start-remotes';

// Renders once the remotes are registered (startRemotes never rejects: without a config the
// frame still renders and each region offers a retry).
void startRemotes().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
