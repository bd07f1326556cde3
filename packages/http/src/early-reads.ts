/**
 * GET answers asked for before the code that reads them has arrived (decision 0110): a page
 * opened by its address names its first reads in the site table, the shell sends them beside
 * the page's code, and the page's own read, when it comes, takes the answer instead of asking
 * again. Each answer is taken once, only by a read with the same token, within `keepMs`, and
 * never after anything was changed through the client (a change could make it stale).
 */
const keepMs = 10_000;

interface EarlyAnswer {
  answer: Promise<Response | undefined>;
  token: string | undefined;
  timer: ReturnType<typeof setTimeout>;
}

const answers = new Map<string, EarlyAnswer>();

/** Starts `send` for `path` unless an answer for it is already on its way. */
export function keepEarlyAnswer(path: string, token: string | undefined, send: () => Promise<Response>): void {
  if (answers.has(path)) return;
  const timer = setTimeout(() => answers.delete(path), keepMs);
  // A failed early read is no answer: the page's own read then asks, and shows its failure.
  answers.set(path, { answer: send().catch(() => undefined), token, timer });
}

/** The early answer for this read, once, when it was asked with the same token. */
export function takeEarlyAnswer(path: string, token: string | undefined): Promise<Response | undefined> | undefined {
  const early = answers.get(path);
  if (!early) return undefined;
  answers.delete(path);
  clearTimeout(early.timer);
  return early.token === token ? early.answer : undefined;
}

/** A change was sent: answers asked for before it may no longer be true. */
export function dropEarlyAnswers(): void {
  for (const { timer } of answers.values()) clearTimeout(timer);
  answers.clear();
}
