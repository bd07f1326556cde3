// Plain values only, no valibot: the browser's first visit picks its language with these, and
// valibot (a shared library, never tree-shaken) stays off it (decision 0048). The schemas are in
// language-schemas.ts.

/** The languages the site speaks; English first, the one a reader gets when nothing else fits. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of a reader's preferred language tags we speak ('es-MX' counts as 'es'), else
 * English. The tags come from `navigator.languages` or an Accept-Language header.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** An Accept-Language header's tags, most preferred first ('es-MX,es;q=0.9,en;q=0.8'). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.tag);
}
