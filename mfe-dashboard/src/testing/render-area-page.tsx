import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { QueryProvider } from '@church/query';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{pathname + search}</output>;
}

/** A page as an area mounts it: the router at `url`, the shared query cache, the toaster. */
export function renderAreaPage(page: ReactNode, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryProvider>{page}</QueryProvider>
      <CurrentUrl />
      <Toaster />
    </MemoryRouter>,
  );
}
