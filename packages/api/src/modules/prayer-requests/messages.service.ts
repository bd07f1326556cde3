import type { CreateMessage, Language, Message, MessageList, MessagesQuery } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthUser } from '../../lib/access-tokens';
import type { Mailer } from '../mail';
import { answerWaitingMessage } from './prayer-requests.emails';
import type { PrayerEvents } from './prayer-requests.live';
import type { MessagesRepository } from './messages.repository';
import type { PrayerRequestsRepository } from './prayer-requests.repository';
import { viewerOf, visibleRequest } from './request-access';

export type MessagesService = ReturnType<typeof createMessagesService>;

export function createMessagesService(deps: {
  messages: MessagesRepository;
  requests: PrayerRequestsRepository;
  events: PrayerEvents;
  mailer: Mailer;
  inTransaction: RunInTransaction;
  /** Where the requester reads the answer: `${publicUrl}/account/prayer-requests`. */
  publicUrl: string;
}) {
  const { messages, requests, events } = deps;

  return {
    /** A page of the thread (in the `reader`'s language); reading it marks it read for the viewer's side. */
    async list(user: AuthUser, query: MessagesQuery, reader: Language = 'en'): Promise<MessageList> {
      const viewer = viewerOf(user);
      await visibleRequest(requests, viewer, query.requestId);
      const page = await messages.page(query, reader);
      await requests.markSeen(query.requestId, viewer.side);
      return page;
    },

    /**
     * Adds to the thread and tells both sides live. A ministry answer also e-mails the requester
     * that it waits, once an hour at most per thread.
     */
    async post(user: AuthUser, input: CreateMessage): Promise<Message> {
      const viewer = viewerOf(user);
      const owner = await visibleRequest(requests, viewer, input.requestId);
      const message = await deps.inTransaction(async (tx) => {
        const id = await messages.insert(
          {
            requestId: input.requestId,
            creatorId: viewer.id,
            messageText: input.messageText,
            isFromStaff: viewer.isAdmin,
          },
          tx,
        );
        const created = await messages.findById(id, tx);
        if (!created) throw new Error('the new message is gone');
        // The e-mail is written with the answer it announces.
        if (viewer.isAdmin && (await requests.claimAnswerEmail(input.requestId, tx)))
          await deps.mailer.send(answerWaitingMessage(owner, `${deps.publicUrl}/account/prayer-requests`), tx);
        return created;
      });
      await events.message(owner.creatorId, message);
      return message;
    },
  };
}
