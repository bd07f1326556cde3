import type { Seed } from '../../db/seed';
import { createUsersRepository } from '../users';
import { createVideosRepository } from '../videos';
import { createCommentsRepository } from './comments.repository';

const HOUR = 60 * 60 * 1000;

// On the three home-page videos, newest video first.
// prettier-ignore
const DEMO_COMMENTS: [video: number, email: string, text: string][] = [
  [0, 'maria.hernandez@example.com', 'Singing this together this morning was such a gift. Thank you, worship team!'],
  [0, 'james.nguyen@example.com', 'Watching from Hutchinson with my mom, who could not make the drive. We felt right there with you.'],
  [0, 'member@example.com', 'That last verse gets me every time.'],
  [1, 'abigail.brooks@example.com', '"He will not let your foot slip." Needed to hear that this week.'],
  [1, 'esther.kim@example.com', 'Is there a study guide for the Psalms of Ascent series? Our small group would love one.'],
  [2, 'samuel.yoder@example.com', 'Honest and hopeful. Sharing this with a friend who is going through a hard season.'],
  [2, 'naomi.washington@example.com', 'Praying for everyone who feels far from God right now.'],
];

/** A few comments by demo members under the home-page videos. */
export const demoCommentsSeed: Seed = {
  name: 'comments/demo',
  async run(tx) {
    const homeVideos = await createVideosRepository(tx).onHomePage(3, tx);
    const users = createUsersRepository(tx);
    const comments = createCommentsRepository(tx);
    for (const [index, [videoIndex, email, text]] of DEMO_COMMENTS.entries()) {
      const video = homeVideos[videoIndex];
      const user = await users.findByEmail(email, tx);
      if (!video || !user) continue;
      // Hours after the video, but never in the future (a video posted this morning would make
      // tonight's comments, which no statistic or list should count yet).
      const after = new Date(video.creationDate).getTime() + (index + 1) * 3 * HOUR;
      const createdAt = new Date(Math.min(after, Date.now() - (DEMO_COMMENTS.length - index) * 60_000));
      await comments.insert({ videoId: video.id, creatorId: user.id, text, createdAt }, tx);
    }
  },
};
