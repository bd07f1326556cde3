/**
 * An error as the log may keep it: what failed and where, without the values involved. A failed
 * query's message ends with its parameters (names, e-mails, addresses a person submitted), and
 * PostgreSQL's `detail` repeats them ("Key (email)=(...)"); neither reaches the log.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  const message = withoutParams(error.message);
  return {
    type: error.name,
    message,
    ...(typeof withCode.code === 'string' ? { code: withCode.code } : {}),
    // The frames only: a stack starts with the message again, all of its lines.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
    ...(withCode.cause ? { cause: loggableError(withCode.cause, depth + 1) } : {}),
  };
}

function withoutParams(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
}
