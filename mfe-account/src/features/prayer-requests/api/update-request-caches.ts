import type { useQueryClient } from '@church/query';
import type { Message, PrayerRequest } from '@church/contracts';
import type { RequestPages } from './get-prayer-requests';
import type { ThreadPages } from './get-messages';
import { prayerRequestKeys } from './query-keys';

type QueryClient = ReturnType<typeof useQueryClient>;

// The request lists and threads are changed in place after a write or an event, so the page
// neither refetches everything nor jumps. A list that cannot be patched is refreshed silently.

function listsHolding(client: QueryClient, requestId: number) {
  return client.getQueriesData<RequestPages>({ queryKey: prayerRequestKeys.lists() }).map(([queryKey, data]) => ({
    queryKey,
    data,
    holds: data?.pages.some((page) => page.entities.some((request) => request.id === requestId)) ?? false,
  }));
}

function mapRequest(data: RequestPages, requestId: number, change: (request: PrayerRequest) => PrayerRequest) {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      entities: page.entities.map((request) => (request.id === requestId ? change(request) : request)),
    })),
  };
}

/** Changes one request wherever a list holds it (its badge, its answered state). */
export function patchRequest(
  client: QueryClient,
  requestId: number,
  change: (request: PrayerRequest) => PrayerRequest,
) {
  client.setQueriesData<RequestPages>({ queryKey: prayerRequestKeys.lists() }, (data) =>
    data ? mapRequest(data, requestId, change) : data,
  );
}

/** Opening a thread reads it: its badge shows 0 at once (the server resets its count too). */
export function clearNewMessages(client: QueryClient, requestId: number) {
  patchRequest(client, requestId, (request) => ({ ...request, numberOfNewMessages: 0 }));
}

function moveToTop(data: RequestPages, requestId: number, change: (request: PrayerRequest) => PrayerRequest) {
  const found = data.pages.flatMap((page) => page.entities).find((request) => request.id === requestId);
  if (!found) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    entities: page.entities.filter((request) => request.id !== requestId),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, entities: [change(found), ...first.entities] }, ...rest] };
}

/**
 * A new message moves its request to the top of every list with the message as its latest
 * text, author and date; `unread` also counts it on the badge. A list that does not hold the
 * request (not loaded yet, or a new one) is refreshed instead, without a spinner.
 */
export function showNewMessage(client: QueryClient, message: Message, { unread }: { unread: boolean }) {
  const change = (request: PrayerRequest): PrayerRequest => {
    const last = request.lastMessage;
    // The same message twice (the answer to a send, then its event) counts once.
    const isNew =
      last?.creationDate !== message.creationDate ||
      last.messageText !== message.messageText ||
      last.creatorName !== message.creatorName;
    return {
      ...request,
      lastMessage: {
        messageText: message.messageText,
        creatorName: message.creatorName,
        creationDate: message.creationDate,
      },
      lastActivityDate: message.creationDate,
      numberOfNewMessages: request.numberOfNewMessages + (unread && isNew ? 1 : 0),
    };
  };
  for (const { queryKey, data, holds } of listsHolding(client, message.requestId)) {
    if (holds && data) client.setQueryData<RequestPages>(queryKey, moveToTop(data, message.requestId, change));
    else void client.invalidateQueries({ queryKey, exact: true });
  }
}

/** Adds a message to its thread's cache once (a sent message also comes back as an event). */
export function appendToThread(client: QueryClient, message: Message) {
  client.setQueryData<ThreadPages>(prayerRequestKeys.thread(message.requestId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.entities.some((held) => held.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, entities: [...newest.entities, message] }, ...older] };
  });
}

/** Refreshes every request list in the background: the rows stay until the new ones arrive. */
export function refreshRequestLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: prayerRequestKeys.lists() });
}
