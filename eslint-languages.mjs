// Issue 31: a text a person reads is written in a catalogue (`src/i18n/en.ts`, `es.ts`), never
// as a literal in a component (decision 0073-languages). The lint fails on English in JSX text,
// in the attributes a person hears or reads, and in toasts.
const letters = '/[A-Za-z]{2,}/';
const readAttributes =
  '/^(aria-label|aria-description|title|alt|placeholder|label|ariaLabel|empty|message|errorMessage)$/';

export const untranslated = [
  {
    selector: `JSXText[value=${letters}]`,
    message: "Text a person reads comes from the catalogue: t('<owner>.<feature>.<name>').",
  },
  {
    selector: `JSXAttribute[name.name=${readAttributes}] > Literal[value=${letters}]`,
    message: 'A label a person reads or hears comes from the catalogue.',
  },
  {
    selector: `JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
    message: 'A label a person reads or hears comes from the catalogue (with its values as ICU variables).',
  },
  {
    selector: `CallExpression[callee.object.name='toast'] > Literal[value=${letters}]`,
    message: 'A toast comes from the catalogue.',
  },
];

/** Where the rule holds: every app and the shared UI, whose texts are in their catalogues. */
const converted = [
  'shell/src/**/*.tsx',
  'mfe-public/src/**/*.tsx',
  'packages/ui/src/**/*.tsx',
  'mfe-account/src/**/*.tsx',
  'mfe-giving/src/**/*.tsx',
  'mfe-plans/src/**/*.tsx',
  'mfe-dashboard/src/**/*.tsx',
  'packages/areas/src/**/*.tsx',
  'packages/remotes/src/**/*.tsx',
];

/**
 * The rule over those files. `alsoRestricted`: the selectors another block restricts on the same
 * files (ESLint keeps only the last `no-restricted-syntax` a file matches, so they are joined here).
 */
export const languagesLint = (alsoRestricted = []) => ({
  files: converted,
  ignores: ['**/*.test.tsx', '**/testing/**'],
  rules: { 'no-restricted-syntax': ['error', ...alsoRestricted, ...untranslated] },
});
