import {
  contractsMessagesEn as contractsEn,
  contractsMessagesEs as contractsEs,
  languages,
  type Language,
} from '@church/contracts';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import apiEn from '../../i18n/en';
import apiEs from '../../i18n/es';

const catalogues: Record<Language, Record<string, string>> = {
  en: { ...contractsEn, ...apiEn },
  es: { ...contractsEs, ...apiEs },
};

/**
 * One Lingui instance per language, its messages compiled once at start. A text no catalogue
 * holds (a message written at run time, one not yet translated) comes back as it was given: it
 * is never read as ICU, so braces in it cannot break it.
 */
const instances = Object.fromEntries(
  languages.map((language) => {
    const compiled: Messages = Object.fromEntries(
      Object.entries(catalogues[language]).map(([id, message]) => [id, compileMessage(message)]),
    );
    const i18n = setupI18n({ locale: language, messages: { [language]: compiled }, missing: (_locale, id) => id });
    return [language, i18n];
  }),
) as Record<Language, I18n>;

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** `t('api.mail.greeting', { name })`, or `t(contractsConstant)`: the message in `language`. */
export function translator(language: Language): Translate {
  const i18n = instances[language];
  return (id, values) => i18n._(id, values);
}

// The API's error texts by their English words: the error handler receives texts, not ids.
const apiErrorIds = new Map(
  Object.entries(apiEn)
    .filter(([id]) => id.startsWith('api.errors.'))
    .map(([id, english]) => [english as string, id]),
);

/** An error text the API answers, in `language`: a contracts message, an API error, else as given. */
export function translateError(language: Language, text: string): string {
  if (language === 'en') return text;
  return translator(language)(apiErrorIds.get(text) ?? text);
}
