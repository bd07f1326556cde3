import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type HTMLAttributes,
} from 'react';
import { withCatalogues } from '@church/i18n';
import { useNavigate } from '@church/router';
import { useTranslate } from '../i18n/catalogues';

/** The element the part is drawn in: its id finds the server's HTML of the part. */
export type KeptHolder = { as?: 'div' | 'section'; id: string } & Omit<
  HTMLAttributes<HTMLElement>,
  'id' | 'children' | 'dangerouslySetInnerHTML'
>;

/**
 * Hydrating, the server's part is in the document already (read before React touches it);
 * drawn in the browser, it is not.
 */
const serverHtmlOf = (holderId: string) => {
  const holder = typeof document === 'undefined' ? null : document.getElementById(holderId);
  return holder?.hasChildNodes() ? holder.innerHTML : undefined;
};

/**
 * A part of a server-drawn page that works as drawn, without code (links, a plain GET form): on
 * a page the server drew, the browser keeps its HTML and never loads its chunk, which keeps it
 * off the first visit's budget (decision 0080). It loads and draws itself when the language
 * changes, or when the browser draws the page (a later visit). A link of ours in the kept HTML
 * still opens its page in the app, without a page load.
 *
 * The kept HTML is the holder's own inner HTML (React neither hydrates nor compares it), not a
 * Suspense boundary left dehydrated: React draws such a boundary anew (empty) at the first update
 * of a context above it, which the page's providers make soon after hydration.
 */
// `any` as React.lazy's own signature has it: the props are read back from the component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keptAsDrawn<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Live = lazy(withCatalogues(load)) as unknown as ComponentType<ComponentProps<C>>;
  return function KeptAsDrawn({ holder, ...props }: ComponentProps<C> & { holder: KeptHolder }) {
    const { as: Holder = 'div', ...attributes } = holder;
    const { language } = useTranslate();
    const [kept, setKept] = useState(() => {
      const html = serverHtmlOf(holder.id);
      return html === undefined ? undefined : { html, language };
    });
    if (kept && kept.language !== language) setKept(undefined);
    const element = useRef<HTMLElement>(null);
    const navigate = useNavigate();
    const isKept = kept !== undefined;
    useEffect(() => {
      const holderElement = element.current;
      if (!isKept || !holderElement) return;
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
      holderElement.addEventListener('click', follow);
      return () => holderElement.removeEventListener('click', follow);
    }, [isKept, navigate]);
    return kept ? (
      <Holder ref={element} {...attributes} dangerouslySetInnerHTML={{ __html: kept.html }} />
    ) : (
      <Holder ref={element} {...attributes}>
        <Suspense fallback={null}>
          <Live {...(props as unknown as ComponentProps<C>)} />
        </Suspense>
      </Holder>
    );
  };
}
