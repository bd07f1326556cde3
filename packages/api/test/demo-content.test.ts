import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import type { CommentList, EventList, PostList, Video, VideoList } from '@church/contracts';
import { buildTestApp, describeEachDatabase } from './helper';

const demoFolder = new URL('../demo/', import.meta.url);

describeEachDatabase('demo content', (target) => {
  it('is seeded once per database, with its clips, their posters and pictures in the file storage', async () => {
    const database = await target.fresh();
    const counts = async () => {
      const app = await buildTestApp(database);
      try {
        const get = async <T>(url: string) => (await app.inject(`/api${url}`)).json<T>();
        const home = await get<Video[]>('/videos/home');
        const comments = await Promise.all(home.map((video) => get<CommentList>(`/paginated-comments/${video.id}`)));
        const videos = await get<Video[]>('/videos');
        for (const video of videos.filter((candidate) => candidate.videoUrl.startsWith('/api/files/'))) {
          assert.equal((await app.inject({ url: video.videoUrl, headers: { range: 'bytes=0-7' } })).statusCode, 206);
          assert.equal((await app.inject(video.posterUrl ?? '')).headers['content-type'], 'image/webp');
        }
        return {
          videos: (await get<VideoList>('/paginated-videos')).count,
          ownClips: videos.filter((video) => video.videoUrl.startsWith('/api/files/')).length,
          withPosters: videos.filter((video) => video.posterUrl !== null).length,
          home: home.length,
          posts: (await get<PostList>('/paginated-posts')).count,
          highlighted: (await get<unknown[]>('/posts/highlighted')).length,
          upcoming: (await get<EventList>('/events/upcoming')).count,
          past: (await get<EventList>('/events/latest')).count,
          homeComments: comments.reduce((sum, list) => sum + list.count, 0),
          storedFiles: fs.readdirSync(path.join(database.dataDir, 'files')).length,
        };
      } finally {
        await app.close();
      }
    };
    const first = await counts();
    assert.deepEqual(first, {
      videos: 12,
      ownClips: 4,
      withPosters: 4,
      home: 3,
      posts: 10,
      highlighted: 3,
      upcoming: 8,
      past: 6,
      homeComments: 7,
      storedFiles: 18,
    });
    assert.deepEqual(await counts(), first);
  });
});

it('keeps the committed demo media small', () => {
  let total = 0;
  for (const folder of ['videos', 'posters', 'pictures']) {
    for (const name of fs.readdirSync(new URL(`${folder}/`, demoFolder))) {
      const size = fs.statSync(new URL(`${folder}/${name}`, demoFolder)).size;
      assert.ok(size < 400 * 1024, `${name} is ${size} bytes`);
      total += size;
    }
  }
  assert.ok(total < 5 * 1024 * 1024, `demo media take ${total} bytes`);
});
