import { formatMessage, type CompiledMessage } from './format-message';

/** A catalogue as its file is written: message id to ICU message (compiled at build time). */
export type Catalogue = Record<string, string>;

type Messages = Record<string, CompiledMessage | string>;

/**
 * The page's one set of messages and its active language. @church/i18n is a federation
 * singleton, so the shell and every remote translate here and switch language together.
 *
 * Messages are Lingui's compiled form (the build compiles the catalogues with Lingui's compiler,
 * and the API runs Lingui itself); the browser only reads them (`formatMessage`), which keeps
 * Lingui's runtime (2.3 KB gzip) off the first visit (decision 0073-languages).
 */
class Translations {
  locale = 'en';
  private readonly messages = new Map<string, Messages>();
  private readonly listeners = new Set<() => void>();

  /** Adds `messages` to `locale`'s (a later load wins for the same id). */
  load(locale: string, messages: Messages): void {
    this.messages.set(locale, { ...this.messages.get(locale), ...messages });
    this.emit();
  }

  activate(locale: string): void {
    this.locale = locale;
    this.emit();
  }

  /**
   * The message `id` in the active language; the id itself when no catalogue has it. Tests load
   * the catalogues' source, not the build's compiled form: their setup compiles each message as
   * it is loaded (packages/mf-config/jest/setup.ts), so no compiler rides in the browser's copy.
   */
  _(id: string, values?: Record<string, unknown>): string {
    return formatMessage(this.messages.get(this.locale)?.[id] ?? id, values, this.locale);
  }

  /** Whether the active language has a message `id` (a text that is not one is shown as it is). */
  has(id: string): boolean {
    return this.messages.get(this.locale)?.[id] !== undefined;
  }

  /** Called when the language changes or messages arrive; returns the unsubscribe. */
  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const i18n = new Translations();

/** The build compiles each message (`compile-catalogue-loader`); the source type says string. */
export const asMessages = (catalogue: Catalogue) => catalogue as Messages;
