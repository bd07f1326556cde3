import { registerCatalogues } from '@church/i18n';
import en from './en';

// English comes with the remote's pages (never on the first visit of `/`); Spanish is a chunk,
// fetched when it is the active language.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-plans-es" */ './es') });

// Components translate through this module, so the catalogues are registered wherever one draws
// (a host area, the standalone mount, a test) without a provider.
export { translate, useTranslate } from '@church/i18n';
