import { api } from '@church/http';
import type { Language, SetLanguage } from '@church/contracts';

/**
 * PUT /api/users/current/language: keeps a signed-in member's choice on their account, so it
 * follows them to another device. Best effort and silent: the page has switched already, and
 * the choice is remembered in this browser whatever the answer.
 */
export async function setAccountLanguage(language: Language): Promise<void> {
  const body: SetLanguage = { language };
  await api.put('users/current/language', { json: body, throwHttpErrors: false }).catch(() => undefined);
}
