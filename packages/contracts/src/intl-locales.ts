import type { Language } from './languages';

/**
 * The Intl locale of each language: Spanish as written in the United States (dollars, as the
 * gifts). A module of its own, not in church-clock.ts: a page chunk naming its own weekdays would
 * otherwise import the clock from outside the public pages' shared chunk, which then could not
 * inline the clock (about 50 bytes more on every first visit).
 */
export const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };
