import { acceptLanguageTags, isLanguage, pickLanguage, type Language } from '@church/contracts';
import type { FastifyRequest } from 'fastify';

// The browser remembers a visitor's choice in this cookie (@church/i18n) for the pages drawn here.
const LANGUAGE_COOKIE = /(?:^|;\s*)church-language=([^;]*)/;

/** The language a public page is drawn in: the visitor's remembered choice, else their Accept-Language. */
export function siteLanguageOf(request: FastifyRequest): Language {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(acceptLanguageTags(request.headers['accept-language']));
}
