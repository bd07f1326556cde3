import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered where a page lists bank accounts waiting for micro-deposits (Givings History,
// Payment Settings): member pages only, never a first visit. Spanish rides in the same chunk.
registerCatalogues({ en, es: () => import(/* webpackMode: "eager" */ './es') });

export { translate, useTranslate } from '@church/i18n';
