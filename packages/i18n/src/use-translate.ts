import { useSyncExternalStore } from 'react';
import type { Language } from '@church/contracts';
import { activeLanguage } from './active-language';
import { i18n } from './i18n-instance';

/** Values a message's `{name}` and `{count, plural, ...}` read. */
export type MessageValues = Record<string, unknown>;

/** A message in the active language (outside React: a toast, a title, a validation message). */
export const translate = (id: string, values?: MessageValues): string => i18n._(id, values);

// Registered first, so the count has moved when a component's listener asks for it.
let version = 0;
i18n.on('change', () => {
  version += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * `t(id, values)` in the active language; the component draws again when the language changes
 * or a catalogue arrives. No provider: a remote, a standalone mount, a server render and a
 * test all translate through the one singleton instance.
 */
export function useTranslate(): { t: typeof translate; language: Language } {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return { t: translate, language: activeLanguage() };
}
