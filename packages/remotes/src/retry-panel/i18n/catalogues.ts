import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered only when a region fails (the retry panel's chunk), so none of it is on a first
// visit. Spanish rides in the same chunk ("eager": no chunk of its own), which keeps the first
// visit's chunk map one entry shorter for a few dozen bytes fetched only on a failure.
registerCatalogues({ en, es: () => import(/* webpackMode: "eager" */ './es') });

export { useTranslate } from '@church/i18n';
