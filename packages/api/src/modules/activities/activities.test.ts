import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Activity, ActivityList } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

describeEachDatabase('recent activities', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const page = async (query: string) => {
    const response = await call('GET', `/activities/for-period?${query}`, admin);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ActivityList>();
  };
  /** The whole list of the year, page after page of 50. */
  const everything = async () => {
    const all: Activity[] = [];
    for (let more = true; more;) {
      const next = await page(`period=year&skip=${all.length}&take=50`);
      all.push(...next.entities);
      more = next.hasMore;
    }
    return all;
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('has the demo data on a fresh start: members, gifts and a refund, requests, comments, videos, posts, events', async () => {
    const all = await everything();
    assert.deepEqual([...new Set(all.map((activity) => activity.kind))].sort(), [
      'comment',
      'event',
      'gift',
      'post',
      'prayer-request',
      'refund',
      'registration',
      'video',
    ]);
    const times = all.map((activity) => activity.occurredAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const firstPage = await page('period=year');
    assert.equal(firstPage.entities.length, 8, 'eight a page');
    assert.equal(firstPage.hasMore, true);
    const registration = all.find(
      (activity) => activity.kind === 'registration' && activity.actorName === 'Daniel Okafor',
    );
    assert.ok(registration, `the demo member's registration, by name: ${JSON.stringify(all.slice(0, 3))}`);
    const anonymous = all.find((activity) => activity.kind === 'gift' && activity.actorName === 'Linda Park');
    assert.equal(anonymous?.amount, 45, "an anonymous donor's gift names the donor and its whole amount");
  });

  it('records what members do, in the domains that do it: a comment, a prayer request, a new member', async () => {
    const [video] = (await call('GET', '/videos/home')).json<{ id: number; name: string }[]>();
    const comment = await call('POST', '/comments', member, { videoId: video?.id, text: 'Amen' });
    assert.equal(comment.statusCode, 201, comment.body);
    const request = await call('POST', '/requests', member, { requestText: 'For my family', page: '/' });
    assert.equal(request.statusCode, 201, request.body);
    const registered = await call('POST', '/account/register', undefined, {
      firstName: 'Hannah',
      lastName: 'Miller',
      address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
      email: 'hannah.activities@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      phoneNumber: '+13165550199',
    });
    assert.equal(registered.statusCode, 204, registered.body);

    const newest = (await page('period=week&take=3')).entities;
    assert.deepEqual(
      newest.map((activity) => [activity.kind, activity.actorName, activity.subjectTitle, activity.videoId]),
      [
        ['registration', 'Hannah Miller', null, null],
        ['prayer-request', 'Daniel Okafor', null, null],
        ['comment', 'Daniel Okafor', video?.name, video?.id],
      ],
    );
    assert.equal(newest[2]?.subjectId, String(comment.json<{ id: number }>().id));

    // A deleted comment takes its activity with it: no entry links to nothing.
    assert.equal((await call('DELETE', `/comments/${newest[2]?.subjectId}`, admin)).statusCode, 204);
    const after = (await page('period=week&take=3')).entities;
    assert.ok(after.every((activity) => activity.id !== newest[2]?.id));
  });

  it('pages on after deletions with additionalSkip, neither repeating nor skipping an entry', async () => {
    const all = await everything();
    assert.ok(all.length > 24, 'three pages and more to page through');
    const seen: Activity[] = [];
    let deleted = 0;
    const remove = async (activity: Activity | undefined) => {
      assert.equal((await call('DELETE', `/activities/${activity?.id}`, admin)).statusCode, 204);
      deleted += 1;
    };

    // Page 1, then two of its entries deleted.
    const first = await page('period=year&skip=0&take=8');
    seen.push(...first.entities);
    await remove(first.entities[0]);
    await remove(first.entities[5]);
    // Page 2 as the list asks for it: 8 received, 2 of them deleted since.
    const second = await page(`period=year&skip=8&take=8&additionalSkip=${deleted}`);
    seen.push(...second.entities);
    await remove(second.entities[7]);
    const third = await page(`period=year&skip=16&take=8&additionalSkip=${deleted}`);
    seen.push(...third.entities);

    assert.deepEqual(
      seen.map((activity) => activity.id),
      all.slice(0, 24).map((activity) => activity.id),
      'the three pages are the first 24 entries of the list as it was, in order',
    );
    // Without the additional skip, page 2 would have skipped the entries that moved up.
    const naive = await page('period=year&skip=8&take=8');
    assert.equal(naive.entities[0]?.id, all[10]?.id, 'entries 8 and 9 of the list would never have been shown');
    assert.equal((await everything()).length, all.length - 3);
  });

  it('pages past the nextCursor to the same entries as by skip, none twice, deletions shifting nothing', async () => {
    const all = await everything();
    const walked: Activity[] = [];
    for (let after = ''; ;) {
      const next = await page(`period=year&take=5${after && `&after=${after}`}`);
      walked.push(...next.entities);
      assert.equal(next.nextCursor !== undefined, next.hasMore);
      if (!next.nextCursor) break;
      after = next.nextCursor;
      // The page just read loses an entry: the next page still starts right after it.
      if (walked.length === 10) {
        assert.equal((await call('DELETE', `/activities/${next.entities[4]?.id}`, admin)).statusCode, 204);
      }
    }
    assert.deepEqual(
      walked.map((activity) => activity.id),
      all.map((activity) => activity.id),
    );
    const forged = await call('GET', '/activities/for-period?period=year&after=bm90LWEtY3Vyc29y', admin);
    assert.equal(forged.statusCode, 400);
  });

  it('refuses an additional skip beyond the skip, and an unknown activity', async () => {
    const bad = await call('GET', '/activities/for-period?skip=8&additionalSkip=9', admin);
    assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['additionalSkip must be at most skip'] }]);
    const missing = await call('DELETE', '/activities/999999', admin);
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Activity not found'] }]);
  });

  it('is for admins only: 401 signed out, 403 for members and for the leader with every action', async () => {
    const leader = await login(app, demo.leader);
    const [activity] = (await page('period=year&take=1')).entities;
    for (const session of [undefined, member, leader]) {
      const status = session ? 403 : 401;
      assert.equal((await call('GET', '/activities/for-period', session)).statusCode, status);
      assert.equal((await call('DELETE', `/activities/${activity?.id}`, session)).statusCode, status);
    }
    assert.equal((await page('period=year&take=1')).entities[0]?.id, activity?.id, 'still there');
  });
});
