import { setupI18n, type Messages } from '@lingui/core';

/**
 * The page's one Lingui instance. @church/i18n is a federation singleton, so the shell and
 * every remote translate with this instance and switch language together.
 */
export const i18n = setupI18n();

/** A catalogue as its file is written: message id to ICU message (compiled at build time). */
export type Catalogue = Record<string, string>;

/** The build compiles each message (`compile-catalogue-loader`); the source type says string. */
export const asMessages = (catalogue: Catalogue) => catalogue as unknown as Messages;
