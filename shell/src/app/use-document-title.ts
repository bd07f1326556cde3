import { useEffect } from 'react';
import { usePageTitle } from '@church/areas';
import { site } from '@church/contracts';

/** `<title>` from the site table's row, in the active language. */
export function useDocumentTitle(title: string): void {
  const translated = usePageTitle(title);
  useEffect(() => {
    document.title = `${translated} | ${site.name}`;
  }, [translated]);
}
