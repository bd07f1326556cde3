import { acceptLanguageTags, isLanguage, type Language } from '@church/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an answer to this request (errors, PDFs, printouts): the first of the
 * Accept-Language tags the site speaks, else the signed-in member's stored choice, else English.
 * The browser sends the language the reader picked as its Accept-Language, so a choice made on
 * the page wins over the browser's own setting.
 */
export function requestLanguage(request: FastifyRequest): Language {
  for (const tag of acceptLanguageTags(request.headers['accept-language'])) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return request.user?.language ?? 'en';
}
