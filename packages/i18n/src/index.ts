export { i18n, type Catalogue } from './i18n-instance';
export { formatMessage, type CompiledMessage } from './format-message';
export type { CatalogueSet } from './catalogues';
export {
  activateOnServer,
  activeLanguage,
  languageReady,
  languageStorageKey,
  registerCatalogues,
  setLanguage,
  withCatalogues,
} from './active-language';
export { translate, useTranslate, type MessageValues } from './use-translate';
// The languages themselves, so the shell's switch needs no second copy of them.
export { languages, type Language } from '@church/contracts';
