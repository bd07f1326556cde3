import '@church/ui/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { Button } from '@church/ui';
import GivingMenuModal from './expose/giving-menu';

// Standalone page for this remote's own dev server: giving owns no URL, only dialogs, so the
// page just opens them.
function StandaloneGiving() {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: '3rem' }}>
      <Button onClick={() => setOpen(true)}>Give</Button>
      {open ? <GivingMenuModal onClose={() => setOpen(false)} /> : null}
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <StandaloneGiving />
    <Toaster position="top-right" toastOptions={{ duration: 2000 }} />
  </StrictMode>,
);
