import type { Seed } from '../../db/seed';
import type { Tx } from '../../db/types';
import { createUsersRepository } from '../users';
import { createMessagesRepository } from './messages.repository';
import { createPrayerRequestsRepository, type Side } from './prayer-requests.repository';

const DAY = 24 * 60 * 60 * 1000;

type Step = { daysAgo: number; from: 'member' | 'staff'; text: string } | { seenBy: Side };

interface DemoRequest {
  email: string;
  daysAgo: number;
  text: string;
  thread: Step[];
  answered?: { daysAgo: number; note: string };
}

// The demo member's two requests: one with an answer not read yet (a badge of 1), one answered
// with a note of thanks whose last message the ministry has not read. Two more for the admin list.
const DEMO_REQUESTS: DemoRequest[] = [
  {
    email: 'member@example.com',
    daysAgo: 20,
    text: 'Please pray for wisdom as I look for a new job. Our savings will not last past spring.',
    thread: [
      {
        daysAgo: 19,
        from: 'staff',
        text: 'Daniel, we are praying for you and your family. Can we help with your resume?',
      },
      { seenBy: 'staff' },
      { daysAgo: 4, from: 'member', text: 'Thank you all. I start at St. Francis hospital on Monday!' },
      { seenBy: 'member' },
    ],
    answered: { daysAgo: 4, note: 'God provided a job close to home. Thank you for every prayer.' },
  },
  {
    email: 'member@example.com',
    daysAgo: 9,
    text: "Please pray for my father's recovery after his heart surgery on Thursday.",
    thread: [
      {
        daysAgo: 8,
        from: 'staff',
        text: 'We will pray for your father and the surgeons on Thursday. Pastor Mark will call.',
      },
      { daysAgo: 6, from: 'member', text: 'The surgery went well. He is home now and resting.' },
      { seenBy: 'member' },
      { seenBy: 'staff' },
      { daysAgo: 2, from: 'staff', text: 'Praise God! Our meal team will bring dinner on Saturday.' },
    ],
  },
  {
    email: 'maria.hernandez@example.com',
    daysAgo: 5,
    text: "For my sister's family as they move to Garden City and look for a church home.",
    thread: [],
  },
  {
    email: 'james.nguyen@example.com',
    daysAgo: 1,
    text: 'Healing for my knee before the mission trip in June.',
    thread: [],
  },
];

async function seedRequest(tx: Tx, request: DemoRequest, staffId: string, today: number) {
  const member = await createUsersRepository(tx).findByEmail(request.email, tx);
  if (!member) throw new Error('the demo users must be seeded before the demo prayer requests');
  const requests = createPrayerRequestsRepository(tx);
  const messages = createMessagesRepository(tx);
  const createdAt = new Date(today - request.daysAgo * DAY);
  const { id } = await requests.insert(
    { creatorId: member.id, requestText: request.text, page: '/', createdAt, lastActivityAt: createdAt },
    tx,
  );
  for (const step of request.thread) {
    if ('seenBy' in step) await requests.markSeen(id, step.seenBy, tx);
    else {
      const isFromStaff = step.from === 'staff';
      const creatorId = isFromStaff ? staffId : member.id;
      const at = new Date(today - step.daysAgo * DAY);
      await messages.insert({ requestId: id, creatorId, messageText: step.text, isFromStaff, createdAt: at }, tx);
    }
  }
  if (request.answered) {
    const at = new Date(today - request.answered.daysAgo * DAY);
    await requests.setAnswered(id, { at, note: request.answered.note }, tx);
  }
}

/** A few prayer requests with short threads between demo members and the admin. */
export const demoPrayerRequestsSeed: Seed = {
  name: 'prayer-requests/demo',
  async run(tx) {
    const admin = await createUsersRepository(tx).findByEmail('admin@example.com', tx);
    if (!admin) throw new Error('the demo users must be seeded before the demo prayer requests');
    const today = Date.now();
    for (const request of DEMO_REQUESTS) await seedRequest(tx, request, admin.id, today);
  },
};
