import * as v from 'valibot';

/**
 * The remotes config the shell fetches at boot (GET /remotes.json): federation name ->
 * URL of that remote's mf-manifest.json. Moving a remote is an edit of this JSON, never a
 * rebuild of the shell.
 *
 * `serverRenderers` pins each remote's server renderer (`server/render.js` beside its
 * manifest) by the SHA-256 of its bytes, in hex: the API runs only a renderer that hashes to
 * its pin (decision 0059). The operator's file, `pnpm release` and `pnpm rollback` write it;
 * browsers are never sent it.
 */
export const RemotesConfigSchema = v.object({
  remotes: v.record(
    v.pipe(v.string(), v.nonEmpty('Remote name is required')),
    v.pipe(v.string(), v.url('Remote manifest must be an absolute URL')),
  ),
  serverRenderers: v.optional(
    v.record(
      v.pipe(v.string(), v.nonEmpty('Remote name is required')),
      v.pipe(
        v.string(),
        v.regex(/^[0-9a-f]{64}$/, 'A server renderer pin is the SHA-256 of its file, in 64 lower-case hex digits'),
      ),
    ),
  ),
});
export type RemotesConfig = v.InferOutput<typeof RemotesConfigSchema>;
