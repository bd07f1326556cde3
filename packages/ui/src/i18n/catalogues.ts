import { registerCatalogues } from '@church/i18n';
import en from './en';

// English is bundled with the components; Spanish is a chunk, fetched when it is the active language.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-ui-es" */ './es') });

// Components translate through this module, so the catalogues are registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
