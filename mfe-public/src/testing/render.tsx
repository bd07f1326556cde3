import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { useModalStore } from '@church/modals';

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current path">{`${location.pathname}${location.search}`}</output>;
}

/** Renders UI as the shell would host it: a router at `path`, the toaster, the current path. */
export function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <CurrentLocation />
      <Toaster />
    </MemoryRouter>,
  );
}

/** The modal the page asked the shell to open, if any. */
export function currentModal() {
  return useModalStore.getState().current;
}
