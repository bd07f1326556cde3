// The shell's messages in English: the spec's texts, exactly (decision 0073-languages).
// A text drawn on a visitor's first visit with no values is its own id (in es.ts only), so the
// first visit carries the English once, in the code, as before languages; what has values is here.
export default {
  'shell.session.accountMenuWithInitials': '{initials}, your account menu',
} satisfies Record<string, string>;
