import { lazy, type ComponentType } from 'react';
import { withCatalogues } from '@church/i18n';

type PageModule = { default: ComponentType };

/**
 * A page kept in a chunk of its own: `React.lazy`, but once `preload` has loaded it, it draws
 * without suspending even on its first render (a lazy component suspends once however early
 * its code arrived). The shell preloads the page a server drew before React hydrates it, so
 * hydration never meets a page still loading (decision 0052). A page's words may be in a catalogue
 * beside its feature, registered as its chunk loads: the page is loaded once that is in too.
 */
export function pageComponent(loadChunk: () => Promise<PageModule>) {
  const load = withCatalogues(loadChunk);
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const preload = (): Promise<PageModule> => {
    // Asked for once more before the page shows an error: Chromium hands a preload that failed
    // (the page's HTML names its chunk, decision 0050) to the first script asking for the same
    // file, so after the remote comes back only a second ask fetches it.
    loading ??= load()
      .catch(load)
      .then(
        (module) => {
          loaded = module.default;
          return module;
        },
        (error: unknown) => {
          // Shown by the error boundary; a later preload (a link's intent) loads it again.
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}
