import * as v from 'valibot';

/**
 * The remotes config the shell fetches at boot (GET /remotes.json): federation name ->
 * URL of that remote's mf-manifest.json. Moving a remote is an edit of this JSON, never a
 * rebuild of the shell.
 */
export const RemotesConfigSchema = v.object({
  remotes: v.record(
    v.pipe(v.string(), v.nonEmpty('Remote name is required')),
    v.pipe(v.string(), v.url('Remote manifest must be an absolute URL')),
  ),
});
export type RemotesConfig = v.InferOutput<typeof RemotesConfigSchema>;
