import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as contracts from '@church/contracts';
import { setupI18n } from '@lingui/core';
import { formatMessage } from '@church/i18n';

// Every catalogue of the repository (`i18n/en.ts` and its `es.ts`: the apps', the packages', the
// API's, and a lazily loaded feature's own beside its code): the same ids in both languages, and each message reads the same values.
const repo = path.resolve(__dirname, '../../..');

function findCatalogues(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findCatalogues(full, found);
    else if (entry.name === 'en.ts' && full.endsWith(path.join('i18n', 'en.ts'))) found.push(path.dirname(full));
  }
  return found;
}

// Read synchronously: describe.each needs the catalogues before any test runs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string) => (require(file) as { default: Record<string, string> }).default;

type Token = string | [string, string?, Record<string, Token[]>?];

/** The values a message reads, with how ('count:plural'), and the plural forms it writes. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[] | string) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, type, options] = token;
      found.add(type ? `${name}:${type}` : name);
      for (const branch of Object.values(options ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message) as Token[]);
  return [...found].sort();
}

const catalogues = findCatalogues(repo).map((dir) => ({
  owner: path.relative(repo, dir),
  en: load(path.join(dir, 'en.ts')),
  es: load(path.join(dir, 'es.ts')),
}));

it('finds the catalogues of the converted owners', () => {
  expect(catalogues.map(({ owner }) => owner)).toEqual(
    expect.arrayContaining([path.join('shell', 'src', 'i18n'), path.join('mfe-public', 'src', 'i18n')]),
  );
});

// A first-visit owner's text with no values is its own id: in es.ts only, its English the id.
const englishOf = (en: Record<string, string>, es: Record<string, string>) => ({
  ...Object.fromEntries(Object.keys(es).map((id) => [id, id])),
  ...en,
});

describe.each(catalogues)('$owner', ({ en, es }) => {
  it('has every id in English and in Spanish (an id only in Spanish is its own English, with no values)', () => {
    expect(Object.keys(en).filter((id) => !(id in es))).toEqual([]);
    const ownEnglish = Object.keys(es).filter((id) => !(id in en));
    expect(ownEnglish.filter((id) => /[{}#]/.test(id))).toEqual([]);
  });

  it("reads the same values in each language (a plural's count too), and writes Spanish plurals with 'other'", () => {
    for (const [id, english] of Object.entries(englishOf(en, es))) {
      const spanish = es[id] ?? '';
      expect({ id, values: argumentsOf(spanish) }).toEqual({ id, values: argumentsOf(english) });
      if (/,\s*plural\s*,/.test(spanish))
        expect({ id, other: /\bother\s*\{/.test(spanish) }).toEqual({ id, other: true });
    }
  });
});

// The spec's English texts stay exactly as the spec writes them (typos included).
const specTexts: Record<string, string> = {
  Give: 'Give',
  Home: 'Home',
  'Watch Live': 'Watch Live',
  Events: 'Events',
  'About Us': 'About Us',
  Dashboard: 'Dashboard',
  'My Account': 'My Account',
  'Join Us': 'Join Us',
  'Sign Up': 'Sign Up',
  'Sign In': 'Sign In',
  'Log out': 'Log out',
  'Up next:': 'Up next:',
  'View all posts': 'View all posts',
  'Watch Sermons': 'Watch Sermons',
  Register: 'Register',
};

it("keeps the spec's English texts as the English catalogue's values", () => {
  const english = Object.assign({}, ...catalogues.map(({ en, es }) => englishOf(en, es))) as Record<string, string>;
  expect(Object.fromEntries(Object.keys(specTexts).map((id) => [id, english[id]]))).toEqual(specTexts);
});

// The contracts' message constants (the spec's toasts and validation texts, section 8) are their
// own ids: `i18n._(constant)` translates them, and in English they read as the spec writes them.
const contractsCatalogue = catalogues.find(({ owner }) => owner === path.join('packages', 'contracts', 'src', 'i18n'));
const contractMessages = Object.entries(contracts)
  .filter(([name, value]) => name.endsWith('Messages') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.values(value as Record<string, unknown>))
  .filter((text): text is string => typeof text === 'string');

(contractsCatalogue ? it : it.skip)("has the contracts' message constants as ids whose English is the constant", () => {
  const english = contractsCatalogue?.en ?? {};
  const wrong = contractMessages.filter((text) => english[text] !== text);
  expect(wrong).toEqual([]);
});

// The browser reads the compiled messages with its own small formatter (@church/i18n, to keep
// Lingui's runtime off the first visit); it must write every message as Lingui does on the server.
describe.each(catalogues)('$owner, as the browser writes it', ({ en, es }) => {
  const sampleValues = (message: string, count: number) =>
    Object.fromEntries(argumentsOf(message).map((arg) => [arg.split(':')[0], arg.includes(':') ? count : 'Ana']));

  it.each([
    ['en', en],
    ['es', es],
  ])('writes each %s message as Lingui does, with counts 0, 1, 2 and 1500', (language, catalogue) => {
    const lingui = setupI18n({ locale: language, messages: { [language]: {} } });
    lingui.setMessagesCompiler(compileMessage);
    lingui.load(language, catalogue);
    const differing = Object.entries(catalogue).flatMap(([id, message]) =>
      [0, 1, 2, 1500].flatMap((count) => {
        const values = sampleValues(message, count);
        const ours = formatMessage(compileMessage(message) as never, values, language);
        const theirs = lingui._(id, values);
        return ours === theirs ? [] : [{ id, count, ours, theirs }];
      }),
    );
    expect(differing).toEqual([]);
  });
});
