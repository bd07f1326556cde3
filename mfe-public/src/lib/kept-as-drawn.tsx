import { lazy, memo, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { withCatalogues } from '@church/i18n';
import { useNavigate } from '@church/router';
import { useTranslate } from '../i18n/catalogues';

// Never loads: a Suspense boundary whose content suspends while React hydrates it keeps the
// server's HTML as it is, and React never compares it with anything.
const NeverLoads = lazy(() => new Promise<never>(() => {}));

// memo: no redraw of the page may reach the kept boundary (an update before it hydrates makes
// React draw it anew, and it would draw nothing).
const AsDrawn = memo(function AsDrawn() {
  return (
    <Suspense fallback={null}>
      <NeverLoads />
    </Suspense>
  );
});

/** Hydrating, the server's part is in the document already; drawn in the browser, it is not. */
const drawnByServer = (holderId: string) =>
  typeof document !== 'undefined' && Boolean(document.getElementById(holderId)?.hasChildNodes());

/**
 * A part of a server-drawn page that works as drawn, without code (links, a plain GET form): on
 * a page the server drew, the browser keeps its HTML and never loads its chunk, which keeps it
 * off the first visit's budget (decision 0080). It loads and draws itself when the language
 * changes, or when the browser draws the page (a later visit, or React drew the page anew).
 * `holderId` is the id of the element the caller draws it in, its only content. A link of ours in
 * the kept HTML still opens its page in the app, without a page load.
 */
// `any` as React.lazy's own signature has it: the props are read back from the component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keptAsDrawn<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Live = lazy(withCatalogues(load)) as unknown as ComponentType<ComponentProps<C>>;
  return function KeptAsDrawn({ holderId, ...props }: ComponentProps<C> & { holderId: string }) {
    const { language } = useTranslate();
    const [drawnIn, setDrawnIn] = useState(() => (drawnByServer(holderId) ? language : undefined));
    if (drawnIn !== undefined && drawnIn !== language) setDrawnIn(undefined);
    const kept = drawnIn === language;
    const navigate = useNavigate();
    useEffect(() => {
      const holder = document.getElementById(holderId);
      // React drew the whole page anew (its HTML did not match): the kept part is gone, draw it.
      if (!holder?.hasChildNodes()) return setDrawnIn(undefined);
      if (!kept) return;
      const follow = (event: MouseEvent) => {
        const link = (event.target as Element).closest('a');
        if (
          !link ||
          link.target ||
          link.origin !== location.origin ||
          event.button ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return;
        event.preventDefault();
        navigate(link.pathname + link.search);
      };
      holder.addEventListener('click', follow);
      return () => holder.removeEventListener('click', follow);
    }, [holderId, kept, navigate]);
    return kept ? (
      <AsDrawn />
    ) : (
      <Suspense fallback={null}>
        <Live {...(props as unknown as ComponentProps<C>)} />
      </Suspense>
    );
  };
}
