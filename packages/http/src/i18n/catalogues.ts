import { registerCatalogues } from '@church/i18n';
import en from './en';
import es from './es';

// The shared client is never on a visitor's first visit (that uses the fetch core alone). Its two
// Spanish messages ride with it instead of in a chunk of their own: a chunk is one more entry in
// the chunk map of every first visit.
registerCatalogues({ en, es: () => Promise.resolve({ default: es }) });

export { translate } from '@church/i18n';
