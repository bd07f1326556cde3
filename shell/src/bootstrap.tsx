import '@church/ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRemotes } from './features/remotes/start-remotes';

// Renders once the remotes are registered (startRemotes never rejects: without a config the
// frame still renders and each region offers a retry). As a transition, so React renders the
// first page in slices that leave the main thread free between them (a phone's taps and
// scrolls are not held up for a whole page's render; decision 0050).
void startRemotes().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
