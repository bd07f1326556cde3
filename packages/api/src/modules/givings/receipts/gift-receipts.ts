import type { Language } from '@church/contracts';
import type { Tx } from '../../../db/types';
import { localeFor } from '../../../lib/i18n';
import type { Mailer } from '../../mail';
import { createChurchSettingsRepository } from '../../church-settings';
import { createUsersRepository } from '../../users';
import { createGivingsRepository, type GivingRow } from '../givings.repository';
import { bankFailedMail, giftReceiptMail, refundReceiptMail, type ReceiptRecipient } from './gift-receipt.mail';

export type GiftReceipts = ReturnType<typeof createGiftReceipts>;

/**
 * E-mails the donor a receipt for every online gift paid (one-time, anonymous, each recurring
 * charge) and every refund, written to the outbox in the transaction that records the payment
 * or the refund: a receipt exists exactly when what it tells of does (decision 0074).
 */
export function createGiftReceipts(deps: { mailer: Mailer; timeZone: string; publicUrl: string }) {
  /**
   * A member reads it in their account's language at their account's address; a guest at the
   * address they typed, in the language they gave in (else their account's, if that address is
   * a member's, else English).
   */
  async function recipientOf(gift: GivingRow, tx: Tx): Promise<(ReceiptRecipient & { language: Language }) | null> {
    const users = createUsersRepository(tx);
    if (gift.userId) {
      const member = await users.findById(gift.userId, tx);
      if (!member) return null;
      const name = `${member.firstName} ${member.lastName}`.trim();
      return { email: member.email, name, isMember: true, language: member.language };
    }
    if (!gift.donorEmail) return null;
    const language = gift.donorLanguage ?? (await users.findByEmail(gift.donorEmail, tx))?.language ?? 'en';
    return { email: gift.donorEmail, name: gift.donorName ?? '', isMember: false, language };
  }

  async function receiptGift(gift: GivingRow, tx: Tx) {
    const designations = await createGivingsRepository(tx).designationsNamed(gift.id, tx);
    return { ...gift, paidAt: gift.paidAt ?? gift.createdAt, designations };
  }

  return {
    /** The gift was just recorded as paid. */
    async paid(givingId: string, tx: Tx): Promise<void> {
      const gift = await createGivingsRepository(tx).find(givingId, tx);
      if (!gift || gift.kind === 'offline') return;
      const recipient = await recipientOf(gift, tx);
      if (!recipient) return;
      const locale = localeFor(recipient.language, deps.timeZone);
      const wording = await createChurchSettingsRepository(tx).taxWording(tx);
      const mail = giftReceiptMail(locale, recipient, await receiptGift(gift, tx), deps.publicUrl, wording);
      await deps.mailer.send(mail, tx);
    },

    /** A bank payment did not settle (the gift is failed now). */
    async bankFailed(givingId: string, tx: Tx): Promise<void> {
      const gift = await createGivingsRepository(tx).find(givingId, tx);
      if (!gift) return;
      const recipient = await recipientOf(gift, tx);
      if (!recipient) return;
      const locale = localeFor(recipient.language, deps.timeZone);
      await deps.mailer.send(bankFailedMail(locale, recipient, await receiptGift(gift, tx), deps.publicUrl), tx);
    },

    /** One designation was just refunded, at `refundedAt`. */
    async refunded(givingDetailId: number, refundedAt: Date, tx: Tx): Promise<void> {
      const found = await createGivingsRepository(tx).detailWithGiving(givingDetailId, tx);
      if (!found) return;
      const recipient = await recipientOf(found.giving, tx);
      if (!recipient) return;
      const gift = await receiptGift(found.giving, tx);
      const designation = gift.designations.find((candidate) => candidate.id === givingDetailId);
      const locale = localeFor(recipient.language, deps.timeZone);
      const refund = {
        gift,
        amountCents: found.detail.amountCents,
        givingTypeName: designation?.givingTypeName ?? '',
        refundedAt,
      };
      await deps.mailer.send(refundReceiptMail(locale, recipient, refund, deps.publicUrl), tx);
    },
  };
}
