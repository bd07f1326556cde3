import { getSession, useSession, type Session } from '@church/auth';
import { activeLanguage, setLanguage } from '@church/i18n';

/**
 * A signed-in member's language is the one kept on their account (chosen on another device,
 * say): when a session names one, the page switches to it and this browser remembers it.
 * Fetched once there is a session (a visitor's first visit does without it).
 */
let following = false;

export function followAccountLanguage(): void {
  if (following) return;
  following = true;
  const follow = (session: Session | null) => {
    const language = session?.user.language;
    if (language && language !== activeLanguage()) void setLanguage(language);
  };
  follow(getSession());
  useSession.subscribe((state, previous) => {
    if (state.session?.user.language !== previous.session?.user.language) follow(state.session);
  });
}
