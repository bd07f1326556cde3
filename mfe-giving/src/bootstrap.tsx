import { useState } from 'react';
import { Button, mountStandalone } from '@church/ui';
import GivingMenuModal from './expose/giving-menu';

// Giving alone on its own dev server: it owns no URL, only dialogs, so the page opens them.
function StandaloneGiving() {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: '3rem' }}>
      <Button onClick={() => setOpen(true)}>Give</Button>
      {open ? <GivingMenuModal onClose={() => setOpen(false)} /> : null}
    </main>
  );
}

mountStandalone(<StandaloneGiving />);
