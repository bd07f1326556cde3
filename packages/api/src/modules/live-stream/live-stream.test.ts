import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { callApi, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

describeEachDatabase('live stream', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  // The demo church's Sunday services are 09:00 and 11:00 in Chicago (CST, UTC-6, in November).
  let clock = new Date('2026-11-29T15:30:00Z');

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: 'America/Chicago', now: () => clock });
    admin = await login(app, demo.admin);
    member = await login(app, demo.member);
  });
  after(() => app.close());

  const status = async () => {
    const response = await callApi(app, 'GET', '/live-stream');
    assert.equal(response.statusCode, 200);
    return response.json();
  };
  const settings = (changes: Record<string, unknown>) => ({
    url: '',
    useServiceTimes: true,
    times: [],
    durationMinutes: 90,
    ...changes,
  });

  it('tells anyone nothing is streamed until an admin sets a stream', async () => {
    const first = await callApi(app, 'GET', '/live-stream/settings', admin);
    assert.deepEqual(first.json(), settings({}));
    // During the 09:00 service, but without a stream there is nothing to watch or wait for.
    assert.deepEqual(await status(), { live: false, service: null, player: null });
  });

  it('takes only a known video site or an https HLS stream, and only from an admin', async () => {
    const refused = await callApi(
      app,
      'PUT',
      '/live-stream/settings',
      member,
      settings({ url: 'https://youtu.be/abcdef12' }),
    );
    assert.equal(refused.statusCode, 403);
    for (const url of [
      'https://evil.example.com/embed/123',
      'http://youtu.be/abcdef12',
      'https://stream.example.org/live.mp4',
    ]) {
      const bad = await callApi(app, 'PUT', '/live-stream/settings', admin, settings({ url }));
      assert.equal(bad.statusCode, 400, url);
      assert.deepEqual(bad.json().errors, [
        'Stream link must be a YouTube, Vimeo or Facebook link, or an https link to an HLS stream (.m3u8)',
      ]);
    }
    const tooShort = await callApi(app, 'PUT', '/live-stream/settings', admin, settings({ durationMinutes: 5 }));
    assert.deepEqual(tooShort.json().errors, ['Length must be between 15 and 360 minutes']);
  });

  it("shows the player while a service is on, on the visit information's times or its own", async () => {
    const saved = await callApi(
      app,
      'PUT',
      '/live-stream/settings',
      admin,
      settings({ url: ' https://www.youtube.com/watch?v=abcdef12 ' }),
    );
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json().url, 'https://www.youtube.com/watch?v=abcdef12');
    assert.deepEqual(await status(), {
      live: true,
      service: {
        name: 'Traditional worship',
        startsAt: '2026-11-29T15:00:00.000Z',
        endsAt: '2026-11-29T16:30:00.000Z',
      },
      player: { kind: 'embed', src: 'https://www.youtube.com/embed/abcdef12' },
    });

    // Its own times: Saturday 18:00 for an hour; Sunday morning is then not streamed.
    const own = settings({
      url: 'https://stream.example.org/live/church.m3u8',
      useServiceTimes: false,
      times: [{ day: 6, time: '18:00', name: 'Saturday evening worship' }],
      durationMinutes: 60,
    });
    assert.equal((await callApi(app, 'PUT', '/live-stream/settings', admin, own)).statusCode, 200);
    assert.deepEqual(await status(), {
      live: false,
      service: {
        name: 'Saturday evening worship',
        startsAt: '2026-12-06T00:00:00.000Z',
        endsAt: '2026-12-06T01:00:00.000Z',
      },
      player: null,
    });
    clock = new Date('2026-12-06T00:30:00Z'); // 18:30 on Saturday in Chicago
    const saturday = await status();
    assert.equal(saturday.live, true);
    assert.deepEqual(saturday.player, { kind: 'hls', src: 'https://stream.example.org/live/church.m3u8' });
  });
});
