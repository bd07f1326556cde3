import { fromCents, knownCardBrandName, site } from '@church/contracts';
import type { Locale } from '../../../lib/i18n';
import { taxWordingLines } from '../../church-settings';
import { renderEmail, type MailMessage } from '../../mail';

/** Whom a receipt goes to, and what it links to: their history, or the site for a guest. */
export interface ReceiptRecipient {
  email: string;
  name: string;
  isMember: boolean;
}

/** What a receipt says about the gift, read from the books. */
export interface ReceiptGift {
  id: string;
  kind: string;
  paidAt: Date;
  /** The processing fee the donor covered, charged on top of the designations. */
  feeCents: number;
  /** 'bank' for a US bank account (its bank's name in cardBrand). */
  method: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  designations: { amountCents: number; givingTypeName: string }[];
}

/** 'Visa ending in 4242', or 'Card' when the provider did not say which. */
function methodOf(locale: Locale, gift: ReceiptGift): string {
  if (gift.method === 'bank' && gift.cardLast4) {
    return locale.t('api.mail.receipt.bankEnding', { bank: gift.cardBrand ?? '', last4: gift.cardLast4 });
  }
  // A bank gift that never reached the bank may not know which account it was.
  if (gift.method === 'bank') return locale.t('api.mail.receipt.bank');
  if (!gift.cardLast4) return locale.t('api.mail.receipt.card');
  const brand = knownCardBrandName(gift.cardBrand) ?? locale.t('api.mail.receipt.card');
  return locale.t('api.mail.receipt.cardEnding', { brand, last4: gift.cardLast4 });
}

/** The giving type of a gift in a receipt's words: a one-time gift, a recurring gift... */
const kindOf = (locale: Locale, kind: string) =>
  locale.t(kind === 'recurring' ? 'api.mail.receipt.kinds.recurring' : 'api.mail.receipt.kinds.oneTime');

/** What the designations add up to: the gift, without the fee covered. */
const giftCents = (gift: ReceiptGift) =>
  gift.designations.reduce((sum, designation) => sum + designation.amountCents, 0);

/**
 * Every mail about a gift: greeting, the paragraphs, the method that paid and the gift's
 * reference, `after` them (the tax wording, what to do next), and a link to the member's history
 * or, for a guest, the site.
 */
function giftMail(
  locale: Locale,
  recipient: ReceiptRecipient,
  publicUrl: string,
  mail: {
    subject: string;
    paragraphs: string[];
    // How the method line reads: paid with, or given back to.
    method: 'api.mail.receipt.method' | 'api.mail.refund.method';
    gift: ReceiptGift;
    after: string[];
  },
): MailMessage {
  const { t } = locale;
  const content = renderEmail(locale, {
    subject: mail.subject,
    greeting: t('api.mail.receipt.greeting', { name: recipient.name }),
    action: recipient.isMember
      ? { label: t('api.mail.receipt.history'), url: `${publicUrl}/account/givings-history` }
      : { label: t('api.mail.receipt.visit', { church: site.name }), url: publicUrl },
    closing: t('api.mail.receipt.closing'),
    paragraphs: [
      ...mail.paragraphs,
      t(mail.method, { method: methodOf(locale, mail.gift) }),
      t('api.mail.receipt.reference', { reference: mail.gift.id }),
      ...mail.after,
    ],
  });
  return { to: recipient.email, ...content };
}

/**
 * A gift's receipt: amount, giving type, method, date on the church's clock and the tax wording
 * (the church's own, '' for the standard one: the same as its contribution statements'), in
 * `locale` (the donor's language).
 */
export function giftReceiptMail(
  locale: Locale,
  recipient: ReceiptRecipient,
  gift: ReceiptGift,
  publicUrl: string,
  churchTaxWording = '',
): MailMessage {
  const { t } = locale;
  const total = giftCents(gift);
  return giftMail(locale, recipient, publicUrl, {
    subject: t('api.mail.receipt.subject', { church: site.name }),
    paragraphs: [
      t('api.mail.receipt.thanks', {
        kind: kindOf(locale, gift.kind),
        amount: locale.money(fromCents(total)),
        date: locale.date(gift.paidAt),
        time: locale.time(gift.paidAt),
      }),
      ...gift.designations.map((designation) =>
        t('api.mail.receipt.designation', {
          givingType: designation.givingTypeName,
          amount: locale.money(fromCents(designation.amountCents)),
        }),
      ),
      ...(gift.feeCents > 0
        ? [
            t('api.mail.receipt.feeCovered', {
              fee: locale.money(fromCents(gift.feeCents)),
              total: locale.money(fromCents(total + gift.feeCents)),
            }),
          ]
        : []),
    ],
    method: 'api.mail.receipt.method',
    gift,
    after: taxWordingLines(locale, churchTaxWording),
  });
}

/** A bank payment that did not settle: nothing was taken, and the donor may give again. */
export function bankFailedMail(
  locale: Locale,
  recipient: ReceiptRecipient,
  gift: ReceiptGift,
  publicUrl: string,
): MailMessage {
  const { t } = locale;
  return giftMail(locale, recipient, publicUrl, {
    subject: t('api.mail.bankFailed.subject', { church: site.name }),
    paragraphs: [
      t('api.mail.bankFailed.failed', {
        kind: kindOf(locale, gift.kind),
        amount: locale.money(fromCents(giftCents(gift) + gift.feeCents)),
        date: locale.date(gift.paidAt),
      }),
    ],
    method: 'api.mail.receipt.method',
    gift,
    after: [t('api.mail.bankFailed.again')],
  });
}

/** A refund's receipt: which designation of which gift came back, to what, and when. */
export function refundReceiptMail(
  locale: Locale,
  recipient: ReceiptRecipient,
  refund: { gift: ReceiptGift; amountCents: number; givingTypeName: string; refundedAt: Date },
  publicUrl: string,
): MailMessage {
  const { t } = locale;
  return giftMail(locale, recipient, publicUrl, {
    subject: t('api.mail.refund.subject', { church: site.name }),
    paragraphs: [
      t('api.mail.refund.done', {
        amount: locale.money(fromCents(refund.amountCents)),
        givingType: refund.givingTypeName,
        giftDate: locale.date(refund.gift.paidAt),
        date: locale.date(refund.refundedAt),
      }),
    ],
    method: 'api.mail.refund.method',
    gift: refund.gift,
    after: [t('api.mail.refund.statement')],
  });
}
