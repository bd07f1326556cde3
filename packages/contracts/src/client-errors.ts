import * as v from 'valibot';

/**
 * What the shell reports when a remote fails to load or throws while rendering, so operators
 * see broken deployments in the server log instead of hearing about them from members.
 */
export const ClientErrorReportSchema = v.object({
  source: v.pipe(v.string(), v.nonEmpty('Source is required'), v.maxLength(100, 'Source max length is 100 characters')),
  message: v.pipe(
    v.string(),
    v.nonEmpty('Message is required'),
    v.maxLength(2000, 'Message max length is 2000 characters'),
  ),
  url: v.pipe(v.string(), v.maxLength(2000, 'Url max length is 2000 characters')),
});
export type ClientErrorReport = v.InferOutput<typeof ClientErrorReportSchema>;
