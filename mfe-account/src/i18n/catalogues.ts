import { registerCatalogues } from '@church/i18n';
import en from './en';

// The account area's texts: English is bundled with this remote (never on the first visit of
// `/`); Spanish is a chunk, fetched only when it is the active language.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-account-es" */ './es') });

// Components translate through this module, so the catalogues are registered wherever one draws
// (the shell's area, a standalone mount, a test) without a provider.
export { translate, useTranslate } from '@church/i18n';
