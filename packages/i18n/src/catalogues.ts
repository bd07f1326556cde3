import type { Language } from '@church/contracts';
import { asMessages, i18n, type Catalogue } from './i18n-instance';

/**
 * One owner's catalogues (the shell, a remote, @church/ui...): English is bundled with the owner
 * (the first visit draws in English without another request); every other language is a chunk
 * fetched only when it is the active one.
 */
export interface CatalogueSet {
  en: Catalogue;
  es: () => Promise<{ default: Catalogue }>;
}

const owners: CatalogueSet[] = [];
const loads = new Map<string, Promise<void>>();
let pending: Promise<unknown> = Promise.resolve();

function loadOne(set: CatalogueSet, language: Language): Promise<void> {
  const key = `${owners.indexOf(set)} ${language}`;
  let load = loads.get(key);
  if (!load) {
    // English first, under every language: a message not yet translated (or still on its
    // way) reads in English, never as its id.
    i18n.load(language, asMessages(set.en));
    load =
      language === 'en'
        ? Promise.resolve()
        : set.es().then(({ default: catalogue }) => i18n.load(language, asMessages(catalogue)));
    loads.set(key, load);
    // A chunk that failed is asked for again at the next switch.
    load.catch(() => loads.delete(key));
  }
  return load;
}

/** Loads `language`'s catalogue of every owner registered so far. */
export function loadCatalogues(language: Language): Promise<void> {
  const all = Promise.all(owners.map((set) => loadOne(set, language)));
  pending = Promise.all([pending, all.catch(() => undefined)]);
  return all.then(() => undefined);
}

/**
 * Registers an owner's catalogues (its modules call this as they load) and starts loading the
 * active language's; `cataloguesReady` waits for it before a page is drawn.
 */
export function addCatalogues(set: CatalogueSet, activeLanguage: Language): void {
  if (owners.includes(set)) return;
  owners.push(set);
  void loadOne(set, 'en');
  if (activeLanguage !== 'en') pending = Promise.all([pending, loadOne(set, activeLanguage).catch(() => undefined)]);
}

/** Resolves once every catalogue asked for so far has arrived (or failed: English then shows). */
export function cataloguesReady(): Promise<void> {
  return pending.then(() => undefined);
}
