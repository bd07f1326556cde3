import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { CommentList, Video, VideoFilters, VideoList } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { demoMediaFolder } from '../files';

describeEachDatabase('videos', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });

  let dataDir: string;

  before(async () => {
    const database = await target.fresh();
    dataDir = database.dataDir;
    app = await buildTestApp(database);
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('pages the videos newest first, six by default', async () => {
    const first = (await call('GET', '/paginated-videos')).json<VideoList>();
    assert.equal(first.count, 12);
    assert.equal(first.entities.length, 6);
    const second = (await call('GET', '/paginated-videos?skip=6&take=6')).json<VideoList>();
    const all = [...first.entities, ...second.entities];
    assert.equal(new Set(all.map((video) => video.id)).size, 12);
    const dates = all.map((video) => video.creationDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.deepEqual((await call('GET', '/videos')).json<Video[]>(), all);
  });

  it('says what is wrong with a bad page query', async () => {
    const response = await call('GET', '/paginated-videos?skip=x&take=51');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { errors: ['skip must be a whole number', 'take must be at most 50'] });
  });

  it('shows at most three home-page videos, newest first', async () => {
    const home = (await call('GET', '/videos/home')).json<Video[]>();
    assert.equal(home.length, 3);
    assert.ok(home.every((video) => video.isOnHomePage));
    assert.ok(home.some((video) => video.videoUrl.startsWith('/api/files/')));
  });

  it('finds one video, or answers 404 Video not found', async () => {
    const [newest] = (await call('GET', '/videos')).json<Video[]>();
    assert.deepEqual((await call('GET', `/videos/${newest?.id}`)).json(), newest);
    const missing = await call('GET', '/videos/999999');
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Video not found'] }]);
    assert.equal((await call('GET', '/videos/abc')).statusCode, 400);
  });

  it('searches names in any case, newest first, four by default', async () => {
    const found = (await call('GET', '/videos/by-name?name=PSALMS')).json<Video[]>();
    assert.equal(found.length, 4);
    assert.ok(found.every((video) => /psalms/i.test(video.name)));
    assert.equal((await call('GET', '/videos/by-name?name=psalms&take=2')).json<Video[]>().length, 2);
    assert.equal((await call('GET', '/videos/by-name?name=&take=10')).json<Video[]>().length, 10);
    assert.deepEqual((await call('GET', '/videos/by-name?name=100%25')).json(), []);
  });

  it('narrows the library by series, speaker and name, lists a series in order, and names every series and speaker', async () => {
    const filters = (await call('GET', '/videos/filters')).json<VideoFilters>();
    assert.deepEqual(filters, {
      series: ['Psalms of Ascent'],
      speakers: ['Pastor Daniel Reyes', 'Pastor Ruth Okafor'],
    });

    // A series as it was preached, its first message first, a page at a time by cursor too.
    const partOf = (list: VideoList) => list.entities.map((video) => /part (\d)/.exec(video.name)?.[1]);
    const firstTwo = (await call('GET', '/paginated-videos?series=Psalms%20of%20Ascent&take=2')).json<VideoList>();
    assert.deepEqual([firstTwo.count, partOf(firstTwo)], [4, ['1', '2']]);
    const nextTwo = (
      await call('GET', `/paginated-videos?series=Psalms%20of%20Ascent&take=2&after=${firstTwo.nextCursor}`)
    ).json<VideoList>();
    assert.deepEqual([partOf(nextTwo), nextTwo.nextCursor], [['3', '4'], undefined]);

    // A speaker's sermons, newest first.
    const ruth = (await call('GET', '/paginated-videos?speaker=Pastor%20Ruth%20Okafor')).json<VideoList>();
    assert.equal(ruth.count, 3);
    assert.ok(ruth.entities.every((video) => video.speaker === 'Pastor Ruth Okafor'));
    const dates = ruth.entities.map((video) => video.creationDate);
    assert.deepEqual(dates, [...dates].sort().reverse());

    // All at once: a part of the name in any case, within a series and a speaker.
    const narrowed = (
      await call('GET', '/paginated-videos?name=OBEDIENCE&series=Psalms%20of%20Ascent&speaker=Pastor%20Daniel%20Reyes')
    ).json<VideoList>();
    assert.deepEqual(
      [narrowed.count, narrowed.entities.map((video) => video.name)],
      [1, ['Psalms of Ascent, part 1: A Long Obedience']],
    );
    assert.deepEqual((await call('GET', '/paginated-videos?series=No%20such%20series')).json(), {
      count: 0,
      entities: [],
    });
    const tooLong = await call('GET', `/paginated-videos?speaker=${'x'.repeat(101)}`);
    assert.deepEqual([tooLong.statusCode, tooLong.json().errors], [400, ['Speaker can be at most 100 characters']]);
  });

  it('lets admins and the Video upload action add, toggle and delete videos', async () => {
    const created = await call('POST', '/videos', leader, {
      name: '  Midweek Bible Study  ',
      videoUrl: 'https://www.youtube.com/embed/abc123',
    });
    assert.equal(created.statusCode, 201);
    const video = created.json<Video>();
    assert.equal(video.name, 'Midweek Bible Study');
    assert.equal(video.isOnHomePage, false);
    assert.equal((await call('GET', '/paginated-videos')).json<VideoList>().entities[0]?.id, video.id);

    const toggled = await call('PUT', `/videos/toggle-home-visibility/${video.id}`, admin);
    assert.deepEqual([toggled.statusCode, toggled.json<Video>().isOnHomePage], [200, true]);
    assert.equal((await call('GET', '/videos/home')).json<Video[]>()[0]?.id, video.id);
    const back = await call('PUT', `/videos/toggle-home-visibility/${video.id}`, admin);
    assert.equal(back.json<Video>().isOnHomePage, false);

    assert.equal((await call('DELETE', `/videos/${video.id}`, admin)).statusCode, 204);
    assert.equal((await call('GET', `/videos/${video.id}`)).statusCode, 404);
    assert.equal((await call('DELETE', `/videos/${video.id}`, admin)).statusCode, 404);
    assert.equal((await call('PUT', `/videos/toggle-home-visibility/${video.id}`, admin)).statusCode, 404);
  });

  it("lets Video upload edit a sermon's name, speaker, series, scripture and description; a member may not", async () => {
    const video = (
      await call('POST', '/videos', leader, { name: 'Good Samaritan', videoUrl: 'https://youtu.be/abcdef12345' })
    ).json<Video>();
    assert.deepEqual([video.speaker, video.series, video.scripture, video.description], ['', '', '', '']);
    const details = {
      name: ' The Good Samaritan ',
      speaker: 'Pastor Ana Ruiz',
      series: 'Parables of Jesus',
      scripture: 'Luke 10:25-37',
      description: 'Who is my neighbour?',
    };
    assert.equal((await call('PUT', `/videos/${video.id}`, member, details)).statusCode, 403);
    const tooLong = await call('PUT', `/videos/${video.id}`, leader, { ...details, series: 'x'.repeat(101) });
    assert.deepEqual([tooLong.statusCode, tooLong.json().errors], [400, ['Series can be at most 100 characters']]);

    const edited = await call('PUT', `/videos/${video.id}`, leader, details);
    assert.equal(edited.statusCode, 200);
    // The public read shows the edit at once (its cached answer is dropped).
    const read = (await call('GET', `/videos/${video.id}`)).json<Video>();
    assert.deepEqual(
      [read.name, read.speaker, read.series, read.scripture, read.description],
      ['The Good Samaritan', 'Pastor Ana Ruiz', 'Parables of Jesus', 'Luke 10:25-37', 'Who is my neighbour?'],
    );
    assert.equal((await call('PUT', '/videos/999999', leader, details)).statusCode, 404);
    assert.equal((await call('DELETE', `/videos/${video.id}`, leader)).statusCode, 204);
  });

  it('validates a new video with the contract messages', async () => {
    const empty = await call('POST', '/videos', admin, {});
    assert.deepEqual(empty.json(), { errors: ['Please, enter the video name', 'Please, add the video'] });
    const linkMessage =
      'Video link must be an https link to YouTube, Vimeo, Facebook, Instagram or TikTok, or an uploaded video';
    for (const videoUrl of [
      'http://www.youtube.com/watch?v=abcdef12345',
      'https://example.com/v.mp4',
      'https://youtube.com.evil.example/watch?v=abcdef12345',
      '/api/files/../jwt-secret',
      '/api/files/00000000-0000-4000-a000-000000000000.jpg',
    ]) {
      const bad = await call('POST', '/videos', admin, { name: 'x', videoUrl });
      assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: [linkMessage] }], videoUrl);
    }
    const neverUploaded = await call('POST', '/videos', leader, {
      name: 'x',
      videoUrl: '/api/files/00000000-0000-4000-a000-000000000000.mp4',
    });
    assert.deepEqual(
      [neverUploaded.statusCode, neverUploaded.json()],
      [400, { errors: ['The uploaded video was not found, please upload it again'] }],
    );
    for (const videoUrl of [
      'https://www.youtube.com/watch?v=abcdef12345',
      'https://youtu.be/abcdef12345',
      'https://vimeo.com/76979871',
      'https://www.facebook.com/church/videos/1234567890',
      'https://www.instagram.com/reel/C1a2b3c4d5/',
      'https://www.tiktok.com/@church/video/7234567890123456789',
    ]) {
      const created = await call('POST', '/videos', leader, { name: 'Linked', videoUrl });
      assert.equal(created.statusCode, 201, videoUrl);
      assert.equal((await call('DELETE', `/videos/${created.json<Video>().id}`, leader)).statusCode, 204);
    }
  });

  /** POST /api/files of one demo asset, as the upload dialog sends it; its stored URL. */
  async function uploadDemo(asset: string, contentType: string): Promise<string> {
    const boundary = '----church-video-test';
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(leader), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(asset)}"\r\n` +
            `Content-Type: ${contentType}\r\n\r\n`,
        ),
        fs.readFileSync(path.join(demoMediaFolder, asset)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    return uploaded.json<{ url: string }>().url;
  }

  it('keeps an uploaded video and its poster in storage until the video is deleted, then removes them', async () => {
    const stored = () => fs.readdirSync(path.join(dataDir, 'files'));
    const url = await uploadDemo('videos/youth-night.mp4', 'video/mp4');
    const posterUrl = await uploadDemo('posters/youth-night.webp', 'image/webp');
    const names = [url, posterUrl].map((file) => file.split('/').at(-1) ?? '');
    assert.ok(names.every((name) => stored().includes(name)));

    const created = await call('POST', '/videos', leader, { name: 'Youth Night, again', videoUrl: url, posterUrl });
    assert.equal(created.statusCode, 201, created.body);
    const video = created.json<Video>();
    assert.equal(video.posterUrl, posterUrl);
    assert.equal((await call('GET', `/videos/${video.id}`)).json<Video>().posterUrl, posterUrl);
    assert.equal((await app.inject(url)).statusCode, 200);
    const comment = await call('POST', '/comments', member, { videoId: video.id, text: 'Great night!' });
    assert.equal(comment.statusCode, 201);
    const before = (await call('GET', `/paginated-comments-all?videoId=${video.id}`, admin)).json<CommentList>();
    assert.equal(before.count, 1);

    assert.equal((await call('DELETE', `/videos/${video.id}`, leader)).statusCode, 204);
    assert.ok(names.every((name) => !stored().includes(name)));
    assert.equal((await app.inject(url)).statusCode, 404);
    assert.equal((await app.inject(posterUrl)).statusCode, 404);
    const comments = (await call('GET', '/paginated-comments-all?take=50', admin)).json<CommentList>();
    assert.ok(comments.entities.every((entity) => entity.videoId !== video.id));
  });

  it('takes a poster only as an uploaded picture of an uploaded video', async () => {
    const videoUrl = await uploadDemo('videos/community-meal.mp4', 'video/mp4');
    const posterUrl = await uploadDemo('posters/community-meal.webp', 'image/webp');
    const refusals: [object, string][] = [
      [{ videoUrl, posterUrl: videoUrl }, 'Choose a picture uploaded to this site'],
      [{ videoUrl, posterUrl: 'https://example.com/poster.webp' }, 'Choose a picture uploaded to this site'],
      [{ videoUrl: 'https://youtu.be/abcdef12345', posterUrl }, 'A poster goes with an uploaded video only'],
      [
        { videoUrl, posterUrl: '/api/files/00000000-0000-4000-a000-000000000000.webp' },
        "The video's poster was not found, please upload the video again",
      ],
    ];
    for (const [fields, message] of refusals) {
      const refused = await call('POST', '/videos', leader, { name: 'Poster', ...fields });
      assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: [message] }], JSON.stringify(fields));
    }
    const withoutPoster = await call('POST', '/videos', leader, { name: 'No poster', videoUrl });
    assert.deepEqual([withoutPoster.statusCode, withoutPoster.json<Video>().posterUrl], [201, null]);
    assert.equal((await call('DELETE', `/videos/${withoutPoster.json<Video>().id}`, leader)).statusCode, 204);
  });

  it('keeps shared files while another video still shows them', async () => {
    const [withFile] = (await call('GET', '/videos'))
      .json<Video[]>()
      .filter((video) => video.videoUrl.startsWith('/api/'));
    assert.ok(withFile?.posterUrl, 'the demo clips come with their posters');
    const { videoUrl, posterUrl } = withFile;
    const copy = (await call('POST', '/videos', admin, { name: 'Copy', videoUrl, posterUrl })).json<Video>();
    assert.equal((await call('DELETE', `/videos/${copy.id}`, admin)).statusCode, 204);
    assert.equal((await app.inject(videoUrl)).statusCode, 200);
    assert.equal((await app.inject(posterUrl)).statusCode, 200);
  });

  it('lets a member with the Video upload action toggle and delete, not only add', async () => {
    const video = (
      await call('POST', '/videos', leader, { name: 'Leader video', videoUrl: 'https://youtu.be/abcdef12345' })
    ).json<Video>();
    const toggled = await call('PUT', `/videos/toggle-home-visibility/${video.id}`, leader);
    assert.deepEqual([toggled.statusCode, toggled.json<Video>().isOnHomePage], [200, true]);
    assert.equal((await call('PUT', `/videos/toggle-home-visibility/${video.id}`, leader)).statusCode, 200);
    assert.equal((await call('DELETE', `/videos/${video.id}`, leader)).statusCode, 204);
  });

  it('keeps writes from members (403) and anonymous callers (401)', async () => {
    for (const [method, url] of [
      ['POST', '/videos'],
      ['DELETE', '/videos/1'],
      ['PUT', '/videos/toggle-home-visibility/1'],
    ] as const) {
      const forbidden = await call(method, url, member, { name: 'x', videoUrl: 'https://example.com' });
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
      );
      assert.equal((await call(method, url)).statusCode, 401);
    }
  });
});
