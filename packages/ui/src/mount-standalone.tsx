import './styles.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@church/router';
import { AppToaster } from './app-toaster';

/**
 * A remote's page on its own dev server: its content with the router and toaster the shell
 * would give it, without the shell's frame, so a team can work on the remote alone.
 */
export function mountStandalone(content: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>{content}</BrowserRouter>
      <AppToaster />
    </StrictMode>,
  );
}
