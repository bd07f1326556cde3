import { registerCatalogues } from '@church/i18n';
import en from './en';

// The dashboard's texts: English comes with the remote's pages (never on the first visit of
// `/`); Spanish is a chunk, fetched only when it is the active language.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-dashboard-es" */ './es') });

// Components translate through this module, so the catalogues are registered wherever one draws
// (a page, a standalone mount, a test) without a provider.
export { translate, useTranslate } from '@church/i18n';
