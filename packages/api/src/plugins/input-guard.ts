import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/** Shown when a text carries a character no person types (NUL and the other C0/DEL controls). */
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

// Tab, line feed and carriage return are text; the other controls are not, and PostgreSQL
// refuses NUL outright (which would otherwise surface as a 500).
// eslint-disable-next-line no-control-regex -- matching control characters is this file's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether any string in `value` (at any depth; walked without recursion) holds a control character. */
export function hasControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (CONTROL.test(next)) return true;
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (CONTROL.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Every route, present and future, refuses control characters in its path parameters, query
 * and JSON body with a 400 before any handler or query sees them.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (
        hasControlCharacters(request.params) ||
        hasControlCharacters(request.query) ||
        hasControlCharacters(request.body)
      ) {
        throw new HttpError(400, [CONTROL_CHARACTERS_MESSAGE]);
      }
    });
  },
  { name: 'input-guard' },
);
