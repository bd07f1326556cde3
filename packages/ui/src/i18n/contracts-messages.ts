import { i18n, registerCatalogues } from '@church/i18n';

// The contracts' message constants (validation messages, the spec's toasts) are their own ids, so
// English needs no catalogue; Spanish is a chunk fetched only when it is the active language.
// Registered by the modules that show such messages (form fields, dialogs, pages off the first
// visit), never by the first visit's own code.
registerCatalogues({
  en: {},
  // No chunk name: names are spelled out in the first visit's chunk map, ids are shorter.
  es: () => import('@church/contracts/i18n/es'),
});

/**
 * A message that may be one of the contracts' constants (`accountMessages.forgotSent`, a schema's
 * 'Email is required') in the active language. Any other text, such as a message the API wrote
 * (already in the page's language, sent as Accept-Language), is shown as it is.
 */
export const translateMessage = (message: string): string => (i18n.has(message) ? i18n._(message) : message);
