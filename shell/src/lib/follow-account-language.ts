import { getSession, useSession, type Session } from '@church/auth';
import { activeLanguage, setLanguage } from '@church/i18n';

/**
 * A signed-in member's language is the one kept on their account (chosen on another device,
 * say): when a session names one, the page switches to it and this browser remembers it.
 */
export function followAccountLanguage(): void {
  const follow = (session: Session | null) => {
    const language = session?.user.language;
    if (language && language !== activeLanguage()) void setLanguage(language);
  };
  follow(getSession());
  useSession.subscribe((state, previous) => {
    if (state.session?.user.language !== previous.session?.user.language) follow(state.session);
  });
}
