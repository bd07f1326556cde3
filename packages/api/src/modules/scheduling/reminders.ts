import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction } from '../../db/transaction';
import { loggableError } from '../../lib/loggable-error';
import type { JobKind, JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../mail';
import type { AvailabilityRepository } from './availability.repository';
import type { SchedulingRepository } from './scheduling.repository';
import { reminderMessage } from './scheduling.emails';

/** The job that writes the reminders now due; every replica queues it, any one works it. */
export const SCHEDULE_REMINDERS_JOB = 'schedule-reminders';

/** How often each replica queues a look (a reminder is due days ahead: a quarter hour late is fine). */
export const REMINDER_LOOK_MS = 15 * 60_000;

const remindersKind: JobKind = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };

/**
 * Reminds everyone Accepted some days before the service (the church's setting; 0 sends none).
 * Sent once whatever the number of replicas or jobs: each assignment is claimed (its
 * `reminded_at` set, rows another runner holds skipped) in the transaction that writes its mail,
 * so a second runner finds nothing left, and a failed run writes nothing and is retried.
 */
export async function workReminders(deps: {
  jobs: JobQueue;
  scheduling: SchedulingRepository;
  availability: AvailabilityRepository;
  transaction: RunInTransaction;
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
  log: FastifyBaseLogger;
}): Promise<() => void> {
  const { jobs, scheduling, availability, transaction, mailer, timeZone } = deps;
  const myScheduleUrl = `${deps.publicUrl}/account/my-schedule`;
  await jobs.work(SCHEDULE_REMINDERS_JOB, remindersKind, async () => {
    const days = await availability.reminderDaysBefore();
    if (days === 0) return;
    await transaction(async (tx) => {
      for (const due of await scheduling.claimDueReminders(deps.now(), days, tx))
        await mailer.send(reminderMessage({ ...due, startsAt: due.startsAt! }, myScheduleUrl, timeZone), tx);
    });
  });
  const look = () =>
    void jobs
      .send(SCHEDULE_REMINDERS_JOB, {})
      .catch((error: unknown) => deps.log.warn({ err: loggableError(error) }, 'reminders not queued'));
  const timer = setInterval(look, REMINDER_LOOK_MS).unref();
  return () => clearInterval(timer);
}
