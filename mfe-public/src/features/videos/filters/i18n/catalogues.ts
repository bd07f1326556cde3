import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when the sermons page's top part (the live stream and the filters) loads, drawn in the
// browser: never on the first visit, where the server's part is kept as drawn. No chunk name: ids
// are shorter in the first visit's chunk map.
registerCatalogues({ en, es: () => import('./es') });

export { useTranslate } from '@church/i18n';
