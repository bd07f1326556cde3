/**
 * An error whose messages are meant for the caller. The error handler answers with its status,
 * any extra headers (such as retry-after) and `{ errors: messages }`; any other error becomes
 * a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.join('; '));
    this.name = 'HttpError';
  }
}
