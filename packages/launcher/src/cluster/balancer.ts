import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig, type BalancerOptions } from './haproxy-config';

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** Debian's haproxy (`apt-get install haproxy`): HAPROXY, else on PATH or in /usr/sbin; undefined when missing. */
export function findHaproxy(): string | undefined {
  const candidates = [
    process.env.HAPROXY,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

/** Runs HAProxy in the foreground with the generated configuration until `stop()`. */
export async function startBalancer(options: BalancerOptions, timeoutMs = 15_000): Promise<Balancer> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'church-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(options));
  const child = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited with ${child.exitCode} (configuration: see above)`);
    }
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url}: the balancer did not answer within ${timeoutMs / 1000} s`);
    }
  }
  return { url, stop };
}
