import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { unwrapSong, unwrapSongs, type SongPage } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { planItems, serviceTypes } from '../service-types';

describeEachDatabase('songs: the embedded hymn catalogue', (target) => {
  let app: FastifyInstance;
  let leader: TestSession;
  let admin: TestSession;
  let member: TestSession;

  /** As the leader (Service plans) unless told; `null` signed out. */
  const get = (url: string, session: TestSession | null = leader) =>
    app.inject({ method: 'GET', url: `/api/songs${url}`, ...(session ? { headers: bearer(session) } : {}) });
  /** A 200's wrapped text, unwrapped the way the browser does it. */
  const list = async (url: string, session?: TestSession): Promise<SongPage> => {
    const response = await get(url, session);
    assert.equal(response.statusCode, 200, response.body);
    const text: unknown = response.json();
    assert.equal(typeof text, 'string', 'the provider JSON arrives as a string');
    return unwrapSongs(text as string);
  };
  const titles = (page: SongPage) => page.tracks.map((track) => track.track_name);
  const errors = async (url: string, status: number, session?: TestSession) => {
    const response = await get(url, session);
    assert.equal(response.statusCode, status, response.body);
    return response.json<{ errors: string[] }>().errors;
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [leader, admin, member] = await Promise.all([
      login(app, demo.leader),
      login(app, demo.admin),
      login(app, demo.member),
    ]);
  });
  after(() => app.close());

  it('finds hymns by title, 10 a page, alphabetically; header.available is the total', async () => {
    const first = await list('/search?searchType=title&query=jesus&skip=0&take=10');
    assert.equal(first.tracks.length, 10);
    assert.ok(first.total > 20, `many titles name Jesus: ${first.total}`);
    const second = await list('/search?searchType=title&query=jesus&skip=10&take=10');
    const last = await list(`/search?searchType=title&query=jesus&skip=${first.total - 3}&take=10`);
    assert.equal(last.tracks.length, 3, 'the last page holds what is left');
    const seen = [...titles(first), ...titles(second)];
    assert.equal(new Set(seen).size, 20, 'pages do not overlap');
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => a.localeCompare(b, 'en')),
      'alphabetical by title',
    );
    for (const title of seen) assert.match(title, /jesus/i);

    const [grace] = (await list('/search?searchType=title&query=AMAZING%20grace')).tracks;
    assert.deepEqual(grace, {
      track_id: 1,
      track_name: 'Amazing Grace',
      artist_name: 'John Newton; Traditional American melody',
      author: 'John Newton',
      composer: 'Traditional American melody',
      year: 1779,
      first_line: 'Amazing grace! how sweet the sound',
    });
    const punctuation = await list('/search?searchType=title&query=o%20god%20our%20help');
    assert.deepEqual(titles(punctuation), ['O God, Our Help in Ages Past'], 'commas and case do not matter');
  });

  it("finds by artist (the words' author or the tune's composer) and by lyrics (the first line)", async () => {
    const crosby = await list('/search?searchType=artist&query=crosby');
    assert.ok(crosby.total >= 10, `Fanny Crosby wrote many: ${crosby.total}`);
    assert.ok(crosby.tracks.every((track) => track.author === 'Fanny J. Crosby'));
    const mason = await list('/search?searchType=artist&query=lowell%20mason&take=10');
    assert.ok(titles(mason).includes('Nearer, My God, to Thee'), 'a composer finds the tunes he wrote');
    assert.deepEqual(titles(await list('/search?searchType=artist&query=sibelius')), ['Be Still, My Soul']);

    const river = await list('/search?searchType=lyrics&query=peace%20like%20a%20river');
    assert.deepEqual(titles(river), ['It Is Well with My Soul'], 'the first line, not the title');
    assert.equal((await list('/search?searchType=title&query=peace%20like%20a%20river')).total, 0);
    assert.equal((await list('/search?query=Amazing')).tracks[0]?.track_name, 'Amazing Grace', 'title by default');
  });

  it("gives one song's data, and says when there is no such song", async () => {
    const response = await get('/select?songId=10');
    assert.equal(response.statusCode, 200, response.body);
    const song = unwrapSong(response.json<string>());
    assert.equal(song.track_name, 'It Is Well with My Soul');
    assert.equal(song.author, 'Horatio G. Spafford');
    assert.equal(song.composer, 'Philip P. Bliss');
    assert.deepEqual(await errors('/select?songId=999999', 404), ['Song not found']);
    assert.deepEqual(await errors('/select?songId=abc', 400), ['Song is invalid']);
    assert.deepEqual(await errors('/select', 400), ['Song is required']);
  });

  it('refuses bad searches with the reason', async () => {
    assert.deepEqual(await errors('/search?searchType=composer&query=bach', 400), [
      'Search type must be title, artist or lyrics',
    ]);
    assert.deepEqual(await errors('/search?searchType=title&query=%20%20', 400), ['Search text is required']);
    assert.deepEqual(await errors('/search?searchType=title', 400), ['Search text is required']);
    assert.deepEqual(await errors('/search?query=grace&take=11', 400), ['take must be at most 10']);
    assert.deepEqual(await errors('/popular?take=20', 400), ['take must be at most 10']);
    assert.deepEqual(await errors('/popular/search', 400), ['Search text is required']);
  });

  it('is for holders of Service plans and admins: 401 signed out, 403 for other members', async () => {
    for (const url of ['/search?query=grace', '/select?songId=1', '/popular', '/popular/search?query=grace']) {
      assert.equal((await get(url, null)).statusCode, 401, url);
      assert.equal((await get(url, member)).statusCode, 403, url);
      assert.equal((await get(url, admin)).statusCode, 200, url);
      assert.equal((await get(url, leader)).statusCode, 200, url);
    }
  });

  it('lists the songs plans use most first, ties by title, 10 a page; popular search looks within them', async () => {
    const db = app.database.db;
    // Only this test's plans count: the demo plans use songs too.
    await db.delete(planItems);
    const [plan] = await db.insert(serviceTypes).values({ name: 'Songs test service' }).returning();
    assert.ok(plan);
    const song = (songId: string, title: string) => ({ kind: 'song', title, songId, serviceTypeId: plan.id });
    const items = [
      song('13', 'What a Friend We Have in Jesus'),
      song('10', 'It Is Well with My Soul'),
      song('1', 'Amazing Grace'),
      song('10', 'It Is Well with My Soul'),
      song('13', 'What a Friend We Have in Jesus'),
      song('9', 'Be Thou My Vision'),
      song('1', 'Amazing Grace'),
      song('10', 'It Is Well'),
      // A song the catalogue does not know (another provider's id): the plans' title stands in.
      song('900001', 'Old Favourite'),
      { kind: 'reading', title: 'Psalm 23', serviceTypeId: plan.id },
    ];
    await db.insert(planItems).values(items.map((item, index) => ({ ...item, position: index + 1 })));

    const popular = await list('/popular');
    assert.equal(popular.total, 5);
    assert.deepEqual(
      popular.tracks.map((track) => [track.track_id, track.track_name, track.uses]),
      [
        [10, 'It Is Well with My Soul', 3],
        [1, 'Amazing Grace', 2],
        [13, 'What a Friend We Have in Jesus', 2],
        [9, 'Be Thou My Vision', 1],
        [900001, 'Old Favourite', 1],
      ],
    );
    assert.equal(popular.tracks[0]?.composer, 'Philip P. Bliss', "the provider's data, not only the title");
    const page = await list('/popular?skip=2&take=2');
    assert.equal(page.total, 5);
    assert.deepEqual(titles(page), ['What a Friend We Have in Jesus', 'Be Thou My Vision']);

    const found = await list('/popular/search?query=GRACE');
    assert.deepEqual([found.total, titles(found)], [1, ['Amazing Grace']]);
    const well = await list('/popular/search?query=it%20is%20well');
    assert.deepEqual([well.total, well.tracks[0]?.uses], [1, 3], 'every use counts, whatever each item is called');
    assert.equal((await list('/popular/search?query=hallelujah')).total, 0);
  });
});
