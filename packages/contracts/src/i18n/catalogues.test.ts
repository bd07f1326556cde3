import * as contracts from '../index';
import en from './en';
import es from './es';

/**
 * Every message the contracts hand to a person: the `message` of each exported schema's checks,
 * and the strings of the exported message objects (toasts, labels). Names and data (the site's
 * address, song keys, role names stored in the database, operators' config errors) are not.
 */
function exportedMessages(): Set<string> {
  const messages = new Set<string>();
  const seen = new WeakSet<object>();
  const notMessages =
    /^(site|siteName|siteAddress|defaultVisitInfo|songKeys|ADMIN_ROLE|MEMBER_ROLE|RemotesConfigSchema|contractsMessages\w+)\b/;
  const looksLikeWords = (text: string) =>
    /[A-Za-z]/.test(text) && (/\s/.test(text) || /^[A-Z][a-z]+[!.]?$/.test(text));
  function walk(value: unknown, depth: number): void {
    if (value === null || typeof value !== 'object' || depth > 30 || seen.has(value)) return;
    seen.add(value);
    const isSchema = 'kind' in value && 'type' in value;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') {
        if ((!isSchema || key === 'message') && looksLikeWords(child)) messages.add(child);
      } else walk(child, depth + 1);
    }
  }
  for (const [name, value] of Object.entries(contracts)) {
    if (notMessages.test(name)) continue;
    if (typeof value === 'string' && looksLikeWords(value)) messages.add(value);
    else walk(value, 0);
  }
  return messages;
}

describe('the contracts catalogues', () => {
  const messages = [...exportedMessages()];

  it('hold every exported message, in English as the message itself', () => {
    expect(messages.length).toBeGreaterThan(300);
    expect(messages.filter((message) => en[message as keyof typeof en] !== message)).toEqual([]);
  });

  it('hold a Spanish text for every English one, and nothing else', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    // A text left in English by mistake shows up here; 'Roles' is the same word in Spanish.
    const sameInBoth = new Set(['Roles']);
    expect(
      Object.entries(es).filter(([id, text]) => text.trim() === '' || (text === id && !sameInBoth.has(id))),
    ).toEqual([]);
  });
});
