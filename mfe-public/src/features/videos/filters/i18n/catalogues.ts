import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when the sermons page's top part (live stream, filters) loads (drawn in the browser): never on the first visit, where
// the server's form is kept as drawn. No chunk name: ids are shorter in the first visit's chunk map.
registerCatalogues({ en, es: () => import('./es') });

export { useTranslate } from '@church/i18n';
