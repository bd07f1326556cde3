import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  offerLinkMessages,
  swapMessages,
  type MyAssignment,
  type OfferLinkPreview,
  type PlanSchedule,
} from '@church/contracts';
import { demo, describeEachDatabase, type TestSession } from '../../../test/helper';
import { volunteerTeams, type OutboxMail } from './scheduling-test-setup';

const DAY = 86_400_000;

/** The "Take this place" link of the offer mail about `plan`, as the page sends it. */
function offerLinkIn(mails: OutboxMail[], plan: string) {
  const mail = mails.find((one) => one.subject.endsWith(plan));
  const match = mail && /\/schedule-offer\?id=(\d+)&token=([\w.%-]+)/.exec(mail.text);
  assert.ok(match, `an offer link about ${plan}`);
  return { id: Number(match[1]), token: decodeURIComponent(match[2]!) };
}

describeEachDatabase('places offered to the position, taken by their e-mailed link', (target) => {
  const teams = volunteerTeams(target);
  const { call, mailsTo, planWith, scheduled } = teams;
  type Link = { id: number; token: string };
  const preview = (link: Link) =>
    call('GET', `/scheduling/offer-link?id=${link.id}&token=${encodeURIComponent(link.token)}`);
  const take = (link: Link) => call('POST', '/scheduling/offer-link', undefined, link);
  const refusal = (message: string, status = 409) => [status, { errors: [message] }];
  const answerOf = (response: Awaited<ReturnType<typeof take>>) => [response.statusCode, response.json()];

  /** Daniel, scheduled on the plan, declines and offers his place to the position. */
  async function offeredBy(person: TestSession, positionId: number) {
    const id = await scheduled(positionId, person);
    const offered = await call('PUT', `/scheduling/my-assignments/${id}`, person, {
      answer: 'decline',
      offerToPosition: true,
    });
    assert.equal(offered.statusCode, 200, offered.body);
    return id;
  }
  const linkOf = async (person: string, plan: string) => offerLinkIn(await mailsTo(person), plan);
  const whoServes = async (planId: number) =>
    (await call('GET', `/scheduling/plans/${planId}`, teams.leader))
      .json<PlanSchedule>()
      .teams[0]!.positions[0]!.assignments.map((one) => [one.person.firstName, one.status, one.inPlaceOf]);

  it('lets a teammate take the place from the e-mail without signing in, once; the scheduler is told', async () => {
    const { daniel, maria, samuel } = teams;
    const { planId, positionId } = await planWith('Link Sunday', '2026-12-27T15:00:00.000Z', 'Keys', 1, [
      daniel,
      maria,
      samuel,
    ]);
    await offeredBy(daniel, positionId);
    const samuels = await linkOf('samuel.yoder@example.com', 'Link Sunday');
    const marias = await linkOf('maria.hernandez@example.com', 'Link Sunday');
    assert.notEqual(samuels.token, marias.token, 'a link per teammate');

    // Opening the link shows the place and takes nothing (a mail scanner may open it).
    const shown = await preview(samuels);
    assert.equal(shown.statusCode, 200, shown.body);
    assert.deepEqual(shown.json<OfferLinkPreview>(), {
      firstName: 'Samuel',
      offeredBy: 'Daniel Okafor',
      planName: 'Link Sunday',
      startsAt: '2026-12-27T15:00:00.000Z',
      teamName: 'Worship',
      positionName: 'Keys',
    });
    assert.deepEqual(await whoServes(planId), [['Daniel', 'declined', null]]);

    const taken = await take(samuels);
    assert.equal(taken.statusCode, 200, taken.body);
    const mine = taken.json<MyAssignment>();
    assert.deepEqual([mine.planName, mine.status, mine.inPlaceOf], ['Link Sunday', 'accepted', 'Daniel Okafor']);
    const told = (await mailsTo(demo.leader.email)).filter((mail) => /serves in place of/.test(mail.subject));
    assert.deepEqual(
      told.map((mail) => mail.subject),
      ['Samuel Yoder serves in place of Daniel Okafor: Link Sunday'],
    );

    // Used, the link is spent; María's, for the same place, says it is taken.
    assert.deepEqual(answerOf(await take(samuels)), refusal(offerLinkMessages.alreadyYours));
    assert.deepEqual(answerOf(await preview(samuels)), refusal(offerLinkMessages.alreadyYours));
    assert.deepEqual(answerOf(await take(marias)), refusal(offerLinkMessages.taken));
    assert.deepEqual(answerOf(await preview(marias)), refusal(offerLinkMessages.taken));
    assert.deepEqual((await whoServes(planId)).sort(), [
      ['Daniel', 'declined', null],
      ['Samuel', 'accepted', 'Daniel Okafor'],
    ]);
  });

  it('refuses a tampered link, an expired one, one for another offer and an answer link', async () => {
    const { daniel, abigail, maria, james } = teams;
    const { planId, positionId } = await planWith('Refused offer links', '2027-01-10T15:00:00.000Z', 'Bass', 2, [
      daniel,
      abigail,
      maria,
      james,
    ]);
    const danielsPlace = await offeredBy(daniel, positionId);
    const marias = await linkOf('maria.hernandez@example.com', 'Refused offer links');
    assert.equal(marias.id, danielsPlace);
    await offeredBy(abigail, positionId);
    const [toJames] = (await mailsTo('james.nguyen@example.com')).filter((mail) =>
      mail.subject.startsWith('Abigail Brooks'),
    );
    const jamesForAbigail = offerLinkIn([toJames!], 'Refused offer links');
    const invalid = refusal(offerLinkMessages.linkInvalid, 400);

    // Another teammate's link for another offer, on Daniel's place.
    assert.deepEqual(answerOf(await take({ id: danielsPlace, token: jamesForAbigail.token })), invalid);
    assert.deepEqual(answerOf(await preview({ id: danielsPlace, token: jamesForAbigail.token })), invalid);
    // A changed payload (James's claims under María's signature), and a changed signature.
    const [header, payload, signature] = marias.token.split('.');
    const jamesPayload = jamesForAbigail.token.split('.')[1];
    assert.deepEqual(
      answerOf(await take({ id: danielsPlace, token: `${header}.${jamesPayload}.${signature}` })),
      invalid,
    );
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.deepEqual(answerOf(await take({ id: danielsPlace, token: `${header}.${payload}.${flipped}` })), invalid);
    // The Accept link of Daniel's own schedule mail is no offer link.
    const scheduledMail = (await mailsTo(demo.member.email)).find((mail) => /Refused offer links/.test(mail.subject))!;
    const accept = /schedule-answer\?id=(\d+)&token=([\w.%-]+)/.exec(scheduledMail.text)!;
    assert.deepEqual(answerOf(await take({ id: danielsPlace, token: decodeURIComponent(accept[2]!) })), invalid);

    // Fifteen days on, the link has expired (the service is later still).
    teams.clock += 15 * DAY;
    try {
      assert.deepEqual(answerOf(await take(marias)), invalid);
      assert.deepEqual(answerOf(await preview(marias)), invalid);
    } finally {
      teams.clock -= 15 * DAY;
    }

    // Nothing refused above took a place: the links still work.
    assert.equal((await take(marias)).statusCode, 200);
    assert.equal((await take(jamesForAbigail)).statusCode, 200);
    assert.deepEqual((await whoServes(planId)).filter(([, status]) => status === 'accepted').length, 2);
  });

  it('says a place is no longer offered once its volunteer takes it back, and refuses a teammate blocked that day', async () => {
    const { daniel, maria, samuel } = teams;
    const { positionId } = await planWith('Taken back', '2027-01-17T15:00:00.000Z', 'Drums', 1, [
      daniel,
      maria,
      samuel,
    ]);
    const place = await offeredBy(daniel, positionId);
    const marias = await linkOf('maria.hernandez@example.com', 'Taken back');
    const samuels = await linkOf('samuel.yoder@example.com', 'Taken back');
    await call('POST', '/scheduling/my-blockouts', samuel, { firstDay: '2027-01-17' });
    assert.deepEqual(answerOf(await take(samuels)), refusal(swapMessages.signUpConflict));

    const back = await call('PUT', `/scheduling/my-assignments/${place}`, daniel, { answer: 'accept' });
    assert.equal(back.statusCode, 200, back.body);
    assert.deepEqual(answerOf(await preview(marias)), refusal(offerLinkMessages.withdrawn));
    assert.deepEqual(answerOf(await take(marias)), refusal(offerLinkMessages.withdrawn));
  });

  it('gives the place to exactly one of two teammates taking it at once', async () => {
    const { daniel, maria, samuel, james } = teams;
    const { planId, positionId } = await planWith('Race Sunday', '2027-01-24T15:00:00.000Z', 'Organ', 1, [
      daniel,
      maria,
      samuel,
      james,
    ]);
    await offeredBy(daniel, positionId);
    const [marias, samuels] = await Promise.all(
      ['maria.hernandez@example.com', 'samuel.yoder@example.com'].map((to) => linkOf(to, 'Race Sunday')),
    );
    // Two by their links, and James on My Schedule, all at once.
    const race = await Promise.all([
      take(marias!),
      take(samuels!),
      call('POST', `/scheduling/open-positions/${positionId}/sign-up`, james),
    ]);
    assert.deepEqual(
      race.map((answer) => answer.statusCode).filter((status) => status !== 409).length,
      1,
      race.map((answer) => answer.body).join('\n'),
    );
    for (const lost of race.filter((answer) => answer.statusCode === 409))
      assert.ok(
        [offerLinkMessages.taken, swapMessages.positionNotOpen].some((message) =>
          lost.json<{ errors: string[] }>().errors.includes(message),
        ),
        lost.body,
      );

    const serving = (await whoServes(planId)).filter(([, status]) => status === 'accepted');
    assert.deepEqual(serving.length === 1 && serving[0]![2], 'Daniel Okafor', 'one serves in his place');
    const fullNames: Record<string, string> = {
      María: 'María Hernández',
      Samuel: 'Samuel Yoder',
      James: 'James Nguyen',
    };
    const told = (await mailsTo(demo.leader.email)).filter((mail) => /in place of .*Race Sunday/.test(mail.subject));
    assert.deepEqual(
      told.map((mail) => mail.subject),
      [`${fullNames[serving[0]![0]!]} serves in place of Daniel Okafor: Race Sunday`],
    );
  });
});
