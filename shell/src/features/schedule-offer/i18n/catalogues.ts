import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when the offer page loads (its loader waits for it, withCatalogues): never on the first visit.
registerCatalogues({ en, es: () => import('./es') });

export { useTranslate } from '@church/i18n';
