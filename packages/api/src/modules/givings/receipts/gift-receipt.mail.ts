import { cardBrands, fromCents, site, type CardBrand } from '@church/contracts';
import type { Locale } from '../../../lib/i18n';
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
  cardBrand: string | null;
  cardLast4: string | null;
  designations: { amountCents: number; givingTypeName: string }[];
}

const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending in 4242', or 'Card' when the provider did not say which. */
function methodOf(locale: Locale, gift: ReceiptGift): string {
  if (!gift.cardLast4) return locale.t('api.mail.receipt.card');
  const brand = (cardBrands as readonly string[]).includes(gift.cardBrand ?? '')
    ? brandNames[gift.cardBrand as CardBrand]
    : locale.t('api.mail.receipt.card');
  return locale.t('api.mail.receipt.cardEnding', { brand, last4: gift.cardLast4 });
}

/** The giving type of a gift in a receipt's words: a one-time gift, a recurring gift... */
const kindOf = (locale: Locale, kind: string) =>
  locale.t(kind === 'recurring' ? 'api.mail.receipt.kinds.recurring' : 'api.mail.receipt.kinds.oneTime');

/** The church's tax wording, the same as its contribution statements'. */
const taxWording = (locale: Locale) => [
  locale.t('api.statement.noGoodsOrServices'),
  locale.t('api.statement.church170c', { church: site.name }),
];

function frame(locale: Locale, recipient: ReceiptRecipient, publicUrl: string) {
  const { t } = locale;
  return {
    greeting: t('api.mail.receipt.greeting', { name: recipient.name }),
    action: recipient.isMember
      ? { label: t('api.mail.receipt.history'), url: `${publicUrl}/account/givings-history` }
      : { label: t('api.mail.receipt.visit', { church: site.name }), url: publicUrl },
    closing: t('api.mail.receipt.closing'),
  };
}

/**
 * A gift's receipt: amount, giving type, method, date on the church's clock and the tax wording,
 * in `locale` (the donor's language).
 */
export function giftReceiptMail(
  locale: Locale,
  recipient: ReceiptRecipient,
  gift: ReceiptGift,
  publicUrl: string,
): MailMessage {
  const { t } = locale;
  const total = gift.designations.reduce((sum, designation) => sum + designation.amountCents, 0);
  const content = renderEmail(locale, {
    subject: t('api.mail.receipt.subject', { church: site.name }),
    ...frame(locale, recipient, publicUrl),
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
      t('api.mail.receipt.method', { method: methodOf(locale, gift) }),
      t('api.mail.receipt.reference', { reference: gift.id }),
      ...taxWording(locale),
    ],
  });
  return { to: recipient.email, ...content };
}

/** A refund's receipt: which designation of which gift came back, to what, and when. */
export function refundReceiptMail(
  locale: Locale,
  recipient: ReceiptRecipient,
  refund: { gift: ReceiptGift; amountCents: number; givingTypeName: string; refundedAt: Date },
  publicUrl: string,
): MailMessage {
  const { t } = locale;
  const content = renderEmail(locale, {
    subject: t('api.mail.refund.subject', { church: site.name }),
    ...frame(locale, recipient, publicUrl),
    paragraphs: [
      t('api.mail.refund.done', {
        amount: locale.money(fromCents(refund.amountCents)),
        givingType: refund.givingTypeName,
        giftDate: locale.date(refund.gift.paidAt),
        date: locale.date(refund.refundedAt),
      }),
      t('api.mail.refund.method', { method: methodOf(locale, refund.gift) }),
      t('api.mail.receipt.reference', { reference: refund.gift.id }),
      t('api.mail.refund.statement'),
    ],
  });
  return { to: recipient.email, ...content };
}
