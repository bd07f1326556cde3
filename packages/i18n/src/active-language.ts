import { isLanguage, pickLanguage, type Language } from '@church/contracts';
import { addCatalogues, cataloguesReady, loadCatalogues, type CatalogueSet } from './catalogues';
import { i18n } from './i18n-instance';

/** Where a visitor's choice is remembered: localStorage, and a cookie the server reads to draw pages. */
export const languageStorageKey = 'church-language';
const cookieMaxAgeSeconds = 400 * 24 * 60 * 60;

function rememberedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (a private window): the cookie may still say it.
  }
  const cookie = document.cookie.match(/(?:^|;\s*)church-language=([^;]*)/)?.[1];
  return isLanguage(cookie) ? cookie : undefined;
}

function remember(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // The cookie below still carries it.
  }
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=${cookieMaxAgeSeconds}; samesite=lax`;
}

/** The language the page opens in: the visitor's remembered choice, else the browser's languages. */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return rememberedLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

let active: Language = initialLanguage();
// English until the active language's catalogues are in (`languageReady`, before the first draw).
i18n.load('en', {});
i18n.activate('en');

/** The page's language now. */
export const activeLanguage = (): Language => active;

/** Registers an owner's catalogues; the owner's modules call this once, as they load. */
export function registerCatalogues(set: CatalogueSet): void {
  addCatalogues(set, active);
}

/**
 * Switches the page to `language` without a reload: its catalogues load (a chunk per owner),
 * every translated text redraws, `<html lang>` follows, and the choice is remembered.
 */
export async function setLanguage(language: Language, { rememberChoice = true } = {}): Promise<void> {
  active = language;
  if (rememberChoice && typeof document !== 'undefined') remember(language);
  await loadCatalogues(language);
  // A later switch won while this one loaded.
  if (active !== language) return;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  i18n.activate(language);
}

/** Server renderers: draw the next page in `language` (its catalogues loaded first). */
export async function activateOnServer(language: Language): Promise<void> {
  active = language;
  await loadCatalogues(language);
  i18n.activate(language);
}

/** Waits until the page's language can be drawn: its catalogues of every owner so far are in. */
export async function languageReady(): Promise<void> {
  await cataloguesReady();
  if (i18n.locale !== active) i18n.activate(active);
  if (typeof document !== 'undefined') document.documentElement.lang = active;
}

/**
 * A lazily loaded module whose texts are in their own catalogue (a dialog, a page off the first
 * visit): resolves once that catalogue is in the active language too, so it never draws in
 * English first. `lazy(withCatalogues(() => import('./dialog')))`.
 */
export const withCatalogues =
  <Module>(load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const module = await load();
    await languageReady();
    return module;
  };
