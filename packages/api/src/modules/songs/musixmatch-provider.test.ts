import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, it } from 'node:test';
import { unwrapSong, unwrapSongs } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { planItems, serviceTypes } from '../service-types';

/** The song service as its API answers: HTTP 200, its own status in message.header. */
const envelope = (statusCode: number, body: unknown, available?: number) => ({
  message: {
    header: { status_code: statusCode, execute_time: 0.01, ...(available === undefined ? {} : { available }) },
    body,
  },
});
const serviceTrack = (id: number, name: string, artist: string) => ({
  track_id: id,
  track_name: name,
  artist_name: artist,
  album_name: 'Hymns',
  has_lyrics: 1,
  track_share_url: `https://example.invalid/track/${id}`,
  primary_genres: { music_genre_list: [] },
});

/** An answer, or 'hang up': the connection drops without one, as when the service is unreachable. */
type Handler = (url: URL) => { status?: number; body: unknown } | 'hang up';

/** A stand-in for the song service on a local port: each test says how it answers. */
function fakeSongService() {
  const calls: URL[] = [];
  let handler: Handler = () => ({ body: envelope(200, { track_list: [] }, 0) });
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push(url);
    const answer = handler(url);
    if (answer === 'hang up') {
      request.socket.destroy();
      return;
    }
    const { status = 200, body } = answer;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  return {
    calls,
    answer: (next: Handler) => {
      handler = next;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/1.1/`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('songs: the real song service adapter', (target) => {
  const service = fakeSongService();
  let app: FastifyInstance;
  let leader: TestSession;
  const get = (url: string) => app.inject({ method: 'GET', url: `/api/songs${url}`, headers: bearer(leader) });

  before(async () => {
    const baseUrl = await service.start();
    app = await buildTestApp(await target.fresh(), { songs: { service: { apiKey: 'test-key', baseUrl } } });
    leader = await login(app, demo.leader);
  });
  after(async () => {
    await app.close();
    await service.stop();
  });
  beforeEach(() => {
    service.calls.length = 0;
  });

  it("asks track.search by the search type's field and page, and passes its tracks and total on", async () => {
    service.answer(() => ({
      body: envelope(
        200,
        {
          track_list: [
            { track: serviceTrack(84, 'Amazing Grace', 'Choir') },
            { track: serviceTrack(85, 'Amazing Love', 'Band') },
          ],
        },
        42,
      ),
    }));
    const response = await get('/search?searchType=artist&query=Choir&skip=20&take=10');
    assert.equal(response.statusCode, 200, response.body);
    const page = unwrapSongs(response.json<string>());
    assert.equal(page.total, 42, 'header.available');
    assert.deepEqual(page.tracks[0], {
      track_id: 84,
      track_name: 'Amazing Grace',
      artist_name: 'Choir',
      album_name: 'Hymns',
    });

    const [call] = service.calls;
    assert.equal(call?.pathname, '/ws/1.1/track.search');
    assert.equal(call?.searchParams.get('q_artist'), 'Choir');
    assert.equal(call?.searchParams.get('page'), '3', 'skip 20 at 10 a page is the third page');
    assert.equal(call?.searchParams.get('page_size'), '10');
    assert.equal(call?.searchParams.get('apikey'), 'test-key');

    await get('/search?searchType=lyrics&query=sweet%20sound');
    assert.equal(service.calls[1]?.searchParams.get('q_lyrics'), 'sweet sound');
  });

  it("gives one song's data through track.get, 404 for a track it does not know", async () => {
    service.answer((url) =>
      url.searchParams.get('track_id') === '84'
        ? { body: envelope(200, { track: serviceTrack(84, 'Amazing Grace', 'Choir') }) }
        : { body: envelope(404, []) },
    );
    const found = await get('/select?songId=84');
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(unwrapSong(found.json<string>()).track_name, 'Amazing Grace');
    assert.equal(service.calls[0]?.pathname, '/ws/1.1/track.get');
    const missing = await get('/select?songId=7');
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Song not found'] }]);
  });

  it("turns the service's failures into the spec's messages, never a 500", async () => {
    service.answer(() => ({ body: envelope(401, []) }));
    const refused = await get('/search?query=grace');
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [502, { errors: ['Failed to find songs'] }],
      'a refused key',
    );

    service.answer(() => ({ status: 503, body: 'Service Unavailable' }));
    const down = await get('/select?songId=84');
    assert.deepEqual([down.statusCode, down.json()], [502, { errors: ['Failed to fetch song data'] }]);

    service.answer(() => ({ body: envelope(200, { track_list: [{ track: { track_id: 'x' } }] }, 1) }));
    const nonsense = await get('/search?query=grace');
    assert.deepEqual([nonsense.statusCode, nonsense.json()], [502, { errors: ['Failed to find songs'] }]);
  });

  it('counts popular songs in the plans and asks the service for their data', async () => {
    const db = app.database.db;
    // Only this test's plans count: the demo plans use songs too.
    await db.delete(planItems);
    const [plan] = await db.insert(serviceTypes).values({ name: 'Adapter test service' }).returning();
    assert.ok(plan);
    await db.insert(planItems).values(
      ['84', '84', '85'].map((songId, index) => ({
        serviceTypeId: plan.id,
        position: index + 1,
        kind: 'song',
        title: `Song ${songId}`,
        songId,
      })),
    );
    service.answer((url) => {
      const id = Number(url.searchParams.get('track_id'));
      return { body: envelope(200, { track: serviceTrack(id, `Track ${id}`, 'Choir') }) };
    });
    const popular = await get('/popular');
    assert.equal(popular.statusCode, 200, popular.body);
    assert.deepEqual(
      unwrapSongs(popular.json<string>()).tracks.map((track) => [track.track_name, track.uses]),
      [
        ['Track 84', 2],
        ['Track 85', 1],
      ],
    );

    service.answer(() => ({ status: 500, body: '' }));
    const failed = await get('/popular');
    assert.deepEqual([failed.statusCode, failed.json()], [502, { errors: ['Failed to fetch popular songs'] }]);
    const failedSearch = await get('/popular/search?query=song');
    assert.deepEqual([failedSearch.statusCode, failedSearch.json()], [502, { errors: ['Failed to get songs'] }]);
  });

  it('fails cleanly when the connection drops without an answer', async () => {
    service.answer(() => 'hang up');
    const response = await get('/search?query=grace');
    assert.deepEqual([response.statusCode, response.json()], [502, { errors: ['Failed to find songs'] }]);
  });
});
