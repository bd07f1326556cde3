import '@church/ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './features/remotes/preload-page';
import { startRemotes } from './features/remotes/start-remotes';

/** How long a page the server drew may wait for its code before React draws anyway. */
const serverDrawnWaitMs = 10_000;

// A page the server drew (decision 0052) stays as it is until its code has arrived: React's
// first commit then replaces it with the same page, never with a spinner.
async function codeOfServerDrawnPage(container: HTMLElement): Promise<void> {
  if (!container.querySelector('[data-server-drawn]')) return;
  await Promise.race([
    preloadPage(location.pathname),
    new Promise((resolve) => setTimeout(resolve, serverDrawnWaitMs)),
  ]);
}

// Renders once the remotes are registered (startRemotes never rejects: without a config the
// frame still renders and each region offers a retry). As a transition, so React renders the
// first page in slices that leave the main thread free between them (a phone's taps and
// scrolls are not held up for a whole page's render; decision 0050).
void startRemotes().then(async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await codeOfServerDrawnPage(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
