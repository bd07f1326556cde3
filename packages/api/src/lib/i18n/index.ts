import type { ChurchClock, Language } from '@church/contracts';
import { formatsFor, type Formats } from './formats';
import { translator, type Translate } from './translators';

export { requestLanguage } from './request-language';
export { translateError, translator, type Translate } from './translators';
export type { Formats } from './formats';

/** What a document in one language needs: its words (`t`) and its dates and amounts. */
export interface Locale extends Formats {
  language: Language;
  t: Translate;
}

export function localeFor(language: Language, clock: string | ChurchClock = 'UTC'): Locale {
  return { language, t: translator(language), ...formatsFor(language, clock) };
}
