import '@church/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromConfig } from './features/remotes/register-remotes';
import { reportClientError } from './features/remotes/report-client-error';

// A missing or broken remotes config must not blank the site: the frame renders anyway and
// each remote region offers a retry, which reads the config again.
registerRemotesFromConfig()
  .catch((error: unknown) => reportClientError('remotes-config', error))
  .finally(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing from index.html');
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
