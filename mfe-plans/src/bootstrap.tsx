import '@church/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from '@church/router';
import RemoteRoutes from './expose/routes';

// Standalone page for this remote's own dev server: the same routes the shell mounts, without
// the shell's frame, so the team can work on it alone.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteRoutes />
    </BrowserRouter>
    <Toaster position="top-right" toastOptions={{ duration: 2000 }} />
  </StrictMode>,
);
