import * as v from 'valibot';

/** POST /api/files answers where the stored file is served. */
export const StoredFileSchema = v.object({ url: v.string() });
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;
