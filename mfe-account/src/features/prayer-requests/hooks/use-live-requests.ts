import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import type { Area } from '@church/areas';
import { apiBaseUrl, getSession, isAccessTokenExpired, refreshAccessToken } from '@church/auth';
import { MessageSchema, prayerEventNames } from '@church/contracts';
import { useQueryClient } from '@church/query';
import { markSeen } from '../api/mark-seen';
import { prayerRequestKeys } from '../api/query-keys';
import { appendToThread, refreshRequestLists, showNewMessage } from '../api/update-request-caches';

/** The browser's EventSource, or a stand-in with the same shape (tests: jsdom has none). */
export type EventSourceClass = new (url: string) => EventSource;

const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** EventSource cannot send headers, so the token rides in the query; the last id resumes the stream. */
export function requestEventsUrl(accessToken: string, lastEventId: string | undefined): string {
  const url = new URL(`${apiBaseUrl()}/requests/events`);
  url.searchParams.set('accessToken', accessToken);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return url.href;
}

/** The session's token, refreshed first when it has expired; rejects once the user is signed out. */
async function currentAccessToken(): Promise<string> {
  const token = isAccessTokenExpired() ? await refreshAccessToken() : getSession()?.accessToken;
  if (!token) throw new Error('Signed out');
  return token;
}

function parseJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

/**
 * Live prayer requests for the page that shows them: one event stream while it is mounted.
 * 'message': the message joins its thread (once), its request moves to the top of the lists,
 * and its badge counts it when it comes from the other side (the ministry for a member, the
 * member for admins) and its thread is not open.
 * 'request': a request was sent, answered or reopened, so the lists refresh in the background.
 * After an error the stream is closed and opened again later (1 s, doubling up to 30 s) with a
 * fresh token and the last event id, and the lists and the open thread are refreshed once.
 */
export function useLiveRequests(area: Area, openRequestId: number | null, EventSourceImpl?: EventSourceClass) {
  const client = useQueryClient();
  const openRef = useRef(openRequestId);
  useEffect(() => {
    openRef.current = openRequestId;
  });

  useEffect(() => {
    const Source: EventSourceClass | undefined = EventSourceImpl ?? globalThis.EventSource;
    if (!Source) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let lastEventId: string | undefined;

    const remember = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };

    const onMessage = (event: MessageEvent) => {
      remember(event);
      const parsed = v.safeParse(MessageSchema, parseJson(event.data));
      if (!parsed.success) return;
      const message = parsed.output;
      const fromOtherSide = area === 'account' ? message.isFromStaff : !message.isFromStaff;
      const isOpen = openRef.current === message.requestId;
      appendToThread(client, message);
      showNewMessage(client, message, { unread: fromOtherSide && !isOpen });
      // Read as it arrives: the server must not count it on the next refresh of the lists.
      if (fromOtherSide && isOpen) markSeen(message.requestId).catch(() => undefined);
    };

    const onRequest = (event: MessageEvent) => {
      remember(event);
      void refreshRequestLists(client);
    };

    const catchUp = () => {
      void refreshRequestLists(client);
      const open = openRef.current;
      if (open !== null) void client.invalidateQueries({ queryKey: prayerRequestKeys.thread(open) });
    };

    const connect = async () => {
      let token: string;
      try {
        token = await currentAccessToken();
      } catch {
        return; // Signed out: the shell takes the user away from this page.
      }
      if (stopped) return;
      const next = new Source(requestEventsUrl(token, lastEventId));
      source = next;
      next.addEventListener('open', () => {
        if (failures > 0) catchUp();
        failures = 0;
      });
      next.addEventListener(prayerEventNames.message, onMessage);
      next.addEventListener(prayerEventNames.request, onRequest);
      next.addEventListener('error', () => {
        // Handled here rather than by the browser's own retry, which would reuse an old token.
        next.close();
        if (stopped || source !== next) return;
        source = null;
        const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** failures);
        failures += 1;
        retryTimer = setTimeout(() => void connect(), delay);
      });
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [client, area, EventSourceImpl]);
}
