import type { ReactNode } from 'react';

// A web address written in the text: http or https only (no javascript:, data:, mailto:...).
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://example.org.").
const SENTENCE_END = /[.,;:!?'*]+$/;

/** The address without what the sentence put after it; a closing parenthesis stays if it closes one in the address. */
function trimmed(address: string): string {
  let end = address.replace(SENTENCE_END, '');
  while (end.endsWith(')') && end.split('(').length < end.split(')').length)
    end = end.slice(0, -1).replace(SENTENCE_END, '');
  return end;
}

/** Whether the browser reads it as an address with a host (`URL.canParse` is too new for older phones). */
function isAddress(text: string): boolean {
  try {
    return new URL(text).host !== '';
  } catch {
    return false;
  }
}

/**
 * A post's text with its web addresses as links, opened in a new tab without handing the page
 * to the site (rel noopener). Everything else stays text: React escapes it, so nothing written in
 * a post becomes markup. The same on the server and in the browser.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimmed(match[0]);
    if (!isAddress(address)) continue;
    parts.push(
      text.slice(from, match.index),
      <a key={match.index} href={address} target="_blank" rel="noopener noreferrer">
        {address}
      </a>,
    );
    from = match.index + address.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
