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
