import { useEffect } from 'react';
import { site } from '@church/contracts';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${site.name}`;
  }, [title]);
}
