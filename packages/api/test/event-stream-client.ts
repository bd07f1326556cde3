/** One parsed server-sent event; comments come as `{ comment }`. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: unknown;
  comment?: string;
}

export interface EventStreamClient {
  status: number;
  contentType: string | null;
  headers: Headers;
  /** The next event (or comment) that `accept` takes, waiting at most `timeoutMs`. */
  next(accept: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Reads a text/event-stream over real HTTP (inject cannot stream), the way a browser's
 * EventSource parses it: fields until a blank line, `data:` as JSON.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const queue: ReceivedEvent[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          queue.push(parse(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        wake?.();
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    wake?.();
  };
  void pump();

  const waitFor = async <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    next(accept, timeoutMs = 1000) {
      return waitFor(
        () => {
          const index = queue.findIndex(accept);
          return index < 0 ? (done ? null : undefined) : queue.splice(0, index + 1).at(-1);
        },
        timeoutMs,
        'matching event',
      ).then((event) => {
        if (!event) throw new Error('the stream ended');
        return event;
      });
    },
    ended(timeoutMs = 1000) {
      return waitFor(() => (done ? true : undefined), timeoutMs, 'end of stream').then(() => undefined);
    },
    close: () => abort.abort(),
  };
}

function parse(block: string): ReceivedEvent {
  const event: ReceivedEvent = { event: 'message', data: undefined };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) event.id = line.slice(4);
    else if (line.startsWith('event: ')) event.event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('retry: ')) event.event = 'retry';
  }
  if (data.length > 0) event.data = JSON.parse(data.join('\n'));
  return event;
}
