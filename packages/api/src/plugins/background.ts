import fp from 'fastify-plugin';
import { loggableError } from '../lib/loggable-error';

/** Work a route starts but does not wait for before answering. */
export interface BackgroundWork {
  /** Starts `task` after the current answer has gone out; a failure is logged, never thrown. */
  run(what: string, task: () => Promise<unknown>): void;
  /**
   * Resolves when nothing started with `run` is still going and no job is due (tests wait on it:
   * the mails asked for by address alone are queued jobs, src/modules/account/account-mail-jobs.ts).
   */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/**
 * Lets a route answer before its slow or revealing work: the mails asked for by address alone are
 * queued after the 204, as even the queue's insert can wait behind another transaction (decision
 * 0093). Closing the app waits
 * for the work still running (registered after the database, so this hook runs before the
 * database closes).
 */
export const backgroundPlugin = fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    const finished = async () => {
      while (running.size > 0) await Promise.all(running);
    };

    const background: BackgroundWork = {
      run(what, task) {
        const work = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .then(
            () => undefined,
            (error: unknown) => app.log.error({ err: loggableError(error), what }, 'background work failed'),
          )
          .finally(() => running.delete(work));
        running.add(work);
      },
      async idle() {
        await finished();
        await app.jobs.drain();
      },
    };

    app.decorate('background', background);
    app.addHook('onClose', finished);
  },
  { name: 'background', dependencies: ['db'] },
);
