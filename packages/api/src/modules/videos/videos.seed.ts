import type { Seed } from '../../db/seed';
import { storeDemoFile, type FileStorage } from '../files';
import { createVideosRepository } from './videos.repository';

const DAY = 24 * 60 * 60 * 1000;

// Newest first: `weeksAgo` places each on a past Sunday-ish date. Four are our own clips; the
// others are embeds of Blender Foundation open films standing in for a church's channel. The
// Psalms of Ascent are a series of four, two preachers taking turns.
// prettier-ignore
const DEMO_VIDEOS: { name: string; file?: string; embed?: string; weeksAgo: number; home?: boolean; speaker?: string; series?: string; scripture?: string }[] = [
  { name: 'Sunday Worship: Come, Thou Fount', file: 'videos/sunday-worship.mp4', weeksAgo: 0, home: true },
  { name: 'Hope for the Weary (Psalms of Ascent, part 4)', file: 'videos/hope-for-the-weary.mp4', weeksAgo: 1, home: true, speaker: 'Pastor Daniel Reyes', series: 'Psalms of Ascent', scripture: 'Psalm 123' },
  { name: 'When God Feels Far Away', embed: 'https://www.youtube.com/embed/aqz-KE-bpKQ', weeksAgo: 2, home: true, speaker: 'Pastor Ruth Okafor', scripture: 'Psalm 13' },
  { name: 'Youth Night Highlights', file: 'videos/youth-night.mp4', weeksAgo: 3 },
  { name: 'The Good Samaritan Next Door', embed: 'https://www.youtube.com/embed/eRsGyueVLvQ', weeksAgo: 4, speaker: 'Pastor Ruth Okafor', scripture: 'Luke 10:25-37' },
  { name: 'Community Meal: Thank You, Volunteers', file: 'videos/community-meal.mp4', weeksAgo: 5 },
  { name: 'Psalms of Ascent, part 3: Unless the Lord Builds', embed: 'https://www.youtube.com/embed/R6MlUcmOul8', weeksAgo: 6, speaker: 'Pastor Daniel Reyes', series: 'Psalms of Ascent', scripture: 'Psalm 127' },
  { name: 'Missions Sunday: Report from Guatemala', embed: 'https://www.youtube.com/embed/WhWc3b3KhnY', weeksAgo: 7 },
  { name: 'Psalms of Ascent, part 2: My Help Comes from the Lord', embed: 'https://www.youtube.com/embed/aqz-KE-bpKQ', weeksAgo: 8, speaker: 'Pastor Ruth Okafor', series: 'Psalms of Ascent', scripture: 'Psalm 121' },
  { name: 'Baptism Sunday at the Arkansas River', embed: 'https://www.youtube.com/embed/eRsGyueVLvQ', weeksAgo: 9 },
  { name: 'Psalms of Ascent, part 1: A Long Obedience', embed: 'https://www.youtube.com/embed/R6MlUcmOul8', weeksAgo: 10, speaker: 'Pastor Daniel Reyes', series: 'Psalms of Ascent', scripture: 'Psalm 120' },
  { name: 'Prayer and Fasting: Why We Gather', embed: 'https://www.youtube.com/embed/WhWc3b3KhnY', weeksAgo: 11, speaker: 'Pastor Daniel Reyes' },
];

/** 'videos/youth-night.mp4' → 'posters/youth-night.webp' (made beside it by make-demo-media.sh). */
const posterOf = (file: string) => file.replace(/^videos\/(.*)\.mp4$/, 'posters/$1.webp');

/** Twelve videos, three on the home page; the clips are copied into the file storage. */
export function createDemoVideosSeed(storage: FileStorage, now = () => new Date()): Seed {
  return {
    name: 'videos/demo',
    async run(tx) {
      const videos = createVideosRepository(tx);
      const start = now().getTime();
      // Oldest first, so ids grow with the dates as they would have.
      for (const video of [...DEMO_VIDEOS].reverse()) {
        const videoUrl = video.file ? await storeDemoFile(storage, video.file) : (video.embed ?? '');
        const posterUrl = video.file ? await storeDemoFile(storage, posterOf(video.file)) : null;
        await videos.insert(
          {
            name: video.name,
            videoUrl,
            posterUrl,
            isOnHomePage: video.home ?? false,
            speaker: video.speaker ?? '',
            series: video.series ?? '',
            scripture: video.scripture ?? '',
            createdAt: new Date(start - video.weeksAgo * 7 * DAY - 2 * 60 * 60 * 1000),
          },
          tx,
        );
      }
    },
  };
}
