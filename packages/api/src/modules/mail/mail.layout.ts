import { formatAddress, site } from '@church/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { Locale } from '../../lib/i18n';

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Links after the main one (an invitation's Decline beside its Accept). */
  moreActions?: { label: string; url: string }[];
  closing: string;
}

/**
 * One plain, friendly layout for every message: a text part and a matching simple HTML part,
 * written in `locale`'s language (the caller's content already is; the page says which it is).
 */
export function renderEmail(locale: Locale, content: EmailContent): { subject: string; text: string; html: string } {
  const signature = [`${site.name}`, formatAddress(site.address), site.phone];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...[content.action, ...(content.moreActions ?? [])].map((action) => `${action.label}: ${action.url}`),
    '',
    content.closing,
    '',
    ...signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale.language}"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">`,
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...[content.action, ...(content.moreActions ?? [])].map(
      (action) => `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    ),
    `<p>${escapeHtml(content.closing)}</p>`,
    `<p style="color: #666">${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
