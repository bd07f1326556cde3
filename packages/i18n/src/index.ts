export { i18n, type Catalogue } from './i18n-instance';
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
