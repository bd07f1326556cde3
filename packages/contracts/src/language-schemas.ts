import * as v from 'valibot';
import { languages } from './languages';

export const LanguageSchema = v.picklist(languages);

/** PUT /api/users/current/language: a signed-in member's choice, kept on the account. */
export const SetLanguageSchema = v.object({ language: LanguageSchema });
export type SetLanguage = v.InferOutput<typeof SetLanguageSchema>;
