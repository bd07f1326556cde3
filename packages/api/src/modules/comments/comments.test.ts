import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Comment, CommentList, ModeratedCommentList, Video } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

describeEachDatabase('comments', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let other: TestSession;
  let leader: TestSession;
  let video: Video;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const comment = async (session: TestSession, text: string) => {
    const response = await call('POST', '/comments', session, { videoId: video.id, text });
    assert.equal(response.statusCode, 201);
    return response.json<Comment>();
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, other, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, { email: 'esther.kim@example.com', password: 'Member123' }),
      login(app, demo.leader),
    ]);
    [, , , video] = (await call('GET', '/videos')).json<Video[]>() as [Video, Video, Video, Video];
  });
  after(() => app.close());

  it('lets a signed-in member comment, and shows it first with its author', async () => {
    const created = await comment(member, '  Amen!  ');
    assert.equal(created.text, 'Amen!');
    assert.equal(created.videoId, video.id);
    assert.deepEqual(created.creator, { id: member.userId, firstName: 'Daniel', lastName: 'Okafor', photoUrl: null });
    const page = (await call('GET', `/paginated-comments/${video.id}`)).json<CommentList>();
    assert.deepEqual(page.entities[0], created);
  });

  it('pages a video’s comments newest first, five by default', async () => {
    for (let index = 0; index < 6; index += 1) await comment(other, `Comment ${index}`);
    const first = (await call('GET', `/paginated-comments/${video.id}`)).json<CommentList>();
    assert.equal(first.count, 7);
    assert.deepEqual(
      first.entities.map((entity) => entity.text),
      ['Comment 5', 'Comment 4', 'Comment 3', 'Comment 2', 'Comment 1'],
    );
    const rest = (await call('GET', `/paginated-comments/${video.id}?skip=5&take=5`)).json<CommentList>();
    assert.deepEqual(
      rest.entities.map((entity) => entity.text),
      ['Comment 0', 'Amen!'],
    );
    assert.equal((await call('GET', '/paginated-comments/999999')).statusCode, 404);
  });

  it('validates a comment and needs the video to exist', async () => {
    const empty = await call('POST', '/comments', member, { videoId: video.id, text: '   ' });
    assert.deepEqual([empty.statusCode, empty.json()], [400, { errors: ['Please, type your comment'] }]);
    const long = await call('POST', '/comments', member, { videoId: video.id, text: 'x'.repeat(1001) });
    assert.deepEqual(long.json(), { errors: ['Max length is 1000 characters'] });
    const missing = await call('POST', '/comments', member, { text: 'Hi' });
    assert.deepEqual(missing.json(), { errors: ['Video is required'] });
    const gone = await call('POST', '/comments', member, { videoId: 999999, text: 'Hi' });
    assert.deepEqual([gone.statusCode, gone.json()], [404, { errors: ['Video not found'] }]);
    assert.equal((await call('POST', '/comments', undefined, { videoId: video.id, text: 'Hi' })).statusCode, 401);
  });

  it('lets the author, a moderator or an admin delete a comment, and no other member', async () => {
    const mine = await comment(member, 'Mine');
    const forbidden = await call('DELETE', `/comments/${mine.id}`, other);
    assert.deepEqual(
      [forbidden.statusCode, forbidden.json()],
      [403, { errors: ['You do not have permission to do this'] }],
    );
    assert.equal((await call('DELETE', `/comments/${mine.id}`)).statusCode, 401);
    assert.equal((await call('DELETE', `/comments/${mine.id}`, member)).statusCode, 204);
    assert.equal((await call('DELETE', `/comments/${mine.id}`, member)).statusCode, 404);
    assert.equal((await call('DELETE', `/comments/${(await comment(other, 'By Esther')).id}`, leader)).statusCode, 204);
    assert.equal((await call('DELETE', `/comments/${(await comment(other, 'Again')).id}`, admin)).statusCode, 204);
  });

  it('lists every video’s comments for moderators only', async () => {
    const all = await call('GET', '/paginated-comments-all', leader);
    assert.equal(all.statusCode, 200);
    const page = all.json<CommentList>();
    assert.equal(page.entities.length, 5);
    assert.ok(page.count > 7);
    assert.equal((await call('GET', '/paginated-comments-all?take=20', admin)).json<CommentList>().entities.length, 14);
    assert.equal((await call('GET', '/paginated-comments-all', member)).statusCode, 403);
    assert.equal((await call('GET', '/paginated-comments-all')).statusCode, 401);
  });

  it('names each comment’s video for moderators, and filters by video', async () => {
    const all = (await call('GET', '/paginated-comments-all?take=50', admin)).json<ModeratedCommentList>();
    const videos = (await call('GET', '/videos')).json<Video[]>();
    for (const entity of all.entities) {
      assert.equal(entity.videoName, videos.find((candidate) => candidate.id === entity.videoId)?.name);
    }
    const dates = all.entities.map((entity) => entity.creationDate);
    assert.deepEqual(dates, [...dates].sort().reverse());

    const ofVideo = await call('GET', `/paginated-comments-all?videoId=${video.id}&take=50`, leader);
    assert.equal(ofVideo.statusCode, 200);
    const page = ofVideo.json<ModeratedCommentList>();
    assert.ok(page.count > 0);
    assert.equal(page.count, all.entities.filter((entity) => entity.videoId === video.id).length);
    assert.ok(page.entities.every((entity) => entity.videoId === video.id && entity.videoName === video.name));
    const firstFive = (
      await call('GET', `/paginated-comments-all?videoId=${video.id}`, admin)
    ).json<ModeratedCommentList>();
    assert.equal(firstFive.entities.length, Math.min(5, page.count));

    assert.deepEqual((await call('GET', '/paginated-comments-all?videoId=999999', admin)).json(), {
      count: 0,
      entities: [],
    });
    const bad = await call('GET', '/paginated-comments-all?videoId=abc', admin);
    assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['Video id is invalid'] }]);
    assert.equal((await call('GET', `/paginated-comments-all?videoId=${video.id}`, member)).statusCode, 403);
  });

  it('goes with its video', async () => {
    await comment(member, 'Soon gone');
    assert.equal((await call('DELETE', `/videos/${video.id}`, admin)).statusCode, 204);
    const all = (await call('GET', '/paginated-comments-all?take=50', admin)).json<CommentList>();
    assert.ok(all.entities.every((entity) => entity.videoId !== video.id));
  });
});
