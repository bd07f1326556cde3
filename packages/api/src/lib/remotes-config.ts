import { RemotesConfigSchema, type RemotesConfig } from '@church/contracts';
import * as v from 'valibot';

/** Checks JSON read from a remotes config file; throws naming `source` and every problem. */
export function parseRemotesConfig(json: unknown, source = 'remotes config'): RemotesConfig {
  const result = v.safeParse(RemotesConfigSchema, json);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'root'}: ${issue.message}`);
  throw new Error(`${source} is not a valid remotes config (${problems.join('; ')})`);
}
