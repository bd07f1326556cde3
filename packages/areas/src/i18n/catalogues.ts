import { registerCatalogues } from '@church/i18n';
import en from './en';

// Titles and menu words are read by the shell (document titles) and by every area's menu; the
// Spanish chunk is fetched only when Spanish is active.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-areas-es" */ './es') });

export { translate, useTranslate } from '@church/i18n';
