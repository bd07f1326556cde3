import { MessageListSchema, pageSizes, type Message, type MessageList } from '@church/contracts';
import { getParsed, infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@church/query';
import { prayerRequestKeys } from './query-keys';

export type ThreadPages = InfiniteData<MessageList>;

/**
 * GET /api/messages: the newest six, or the six before `beforeId` (older ones), each page oldest
 * first. Reading a thread also tells the server the reader has seen it.
 */
export function getMessages(requestId: number, beforeId: number | null, signal?: AbortSignal): Promise<MessageList> {
  return getParsed(
    'messages',
    MessageListSchema,
    { requestId, take: pageSizes.messages, beforeId: beforeId ?? undefined },
    signal,
  );
}

function oldestId(pages: MessageList[]): number {
  return Math.min(...pages.flatMap((page) => page.entities.map((message) => message.id)));
}

export const messagesQueryOptions = (requestId: number) =>
  infiniteQueryOptions({
    queryKey: prayerRequestKeys.thread(requestId),
    queryFn: ({ pageParam, signal }) => getMessages(requestId, pageParam, signal),
    initialPageParam: null as number | null,
    // Keyed by the oldest message shown, not an offset, so messages arriving meanwhile shift nothing.
    getNextPageParam: (last, pages) => (last.hasMore ? oldestId(pages) : undefined),
  });

function byDate(a: Message, b: Message): number {
  return Date.parse(a.creationDate) - Date.parse(b.creationDate) || a.id - b.id;
}

/** The thread oldest first, each message once (a sent message also comes back as an event). */
export function messagesOf(data: ThreadPages | undefined): Message[] {
  const byId = new Map<number, Message>();
  for (const page of data?.pages ?? []) for (const message of page.entities) byId.set(message.id, message);
  return [...byId.values()].sort(byDate);
}

export function useMessages(requestId: number) {
  return useInfiniteQuery(messagesQueryOptions(requestId));
}
