import { registerCatalogues } from '@church/i18n';
import en from './en';

// English is bundled with the shell (the first visit); Spanish is a chunk, fetched when active.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-shell-es" */ './es') });

// Components translate through this module, so the catalogues are registered wherever one draws
// (a test, a standalone mount, a server render) without a provider.
export { translate, useTranslate } from '@church/i18n';
