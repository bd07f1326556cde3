/**
 * A message in Lingui's compiled form: text, `[name]` for a value, `[name, 'plural', options]`
 * for a plural whose options are messages again (`{ one: [...], other: [...] }`, `offset`, `0`
 * for `=0`). Compiled by @lingui/message-utils at build time.
 */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [name: string, type?: string, options?: Record<string, unknown>];

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (locale: string, count: number) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

/**
 * Writes `message` with `values` in `locale`, as Lingui's runtime would. It reads what the
 * catalogues write: values and plurals. A message using another ICU type (number, date, select)
 * fails the catalogue test (packages/mf-config), which compares every message with Lingui's.
 */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown> = {}, locale = 'en'): string {
  const write = (tokens: CompiledMessage, count?: string): string =>
    typeof tokens === 'string'
      ? tokens
      : tokens
          .map((token) => {
            // `#` in a plural's branch is its count, written for the language.
            if (typeof token === 'string') return token === '#' && count !== undefined ? count : token;
            const [name, type, options] = token;
            const value = values[name];
            if (type !== 'plural' || !options) return value === undefined || value === null ? '' : String(value);
            const n = Number(value) - Number(options.offset ?? 0);
            const branch = options[String(value)] ?? options[pluralOf(locale, n)] ?? options.other;
            return write(branch as CompiledMessage, new Intl.NumberFormat(locale).format(n));
          })
          .join('');
  return write(message);
}
