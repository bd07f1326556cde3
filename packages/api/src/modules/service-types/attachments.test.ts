import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { PlanAttachment, StoredFile } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { planAttachments, serviceTypes } from './service-types.table';

const pdfBytes = Buffer.from('%PDF-1.4\n% a one-page song sheet\n%%EOF\n');
const neverStored = '/api/files/00000000-0000-4000-a000-000000000000.pdf';

describeEachDatabase('service plan attachments', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let member: TestSession;
  let dataDir: string;
  let planId: number;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api/service-types${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const stored = () => fs.readdirSync(path.join(dataDir, 'files'));
  const nameOf = (url: string) => url.split('/').at(-1) ?? '';
  const rowsOf = (serviceTypeId: number) =>
    app.database.db.select().from(planAttachments).where(eq(planAttachments.serviceTypeId, serviceTypeId));

  async function upload(session: TestSession, fileName = 'songs.pdf'): Promise<string> {
    const boundary = '----church-attachment-test';
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        pdfBytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<StoredFile>().url;
  }

  async function newPlan(name: string): Promise<number> {
    const [row] = await app.database.db.insert(serviceTypes).values({ name }).returning({ id: serviceTypes.id });
    return row!.id;
  }

  before(async () => {
    const database = await target.fresh();
    dataDir = database.dataDir;
    app = await buildTestApp(database);
    [admin, leader, member] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
    ]);
    planId = await newPlan('Sunday Morning');
  });
  after(() => app.close());

  it('attaches several uploaded files and a link in one request, in the order sent', async () => {
    const [songs, bulletin] = [await upload(leader, 'songs.pdf'), await upload(leader, 'bulletin.pdf')];
    const response = await call('POST', '/attachments/multiple', leader, {
      serviceTypeId: planId,
      attachments: [
        { name: ' Song sheets ', url: songs, isUploadedFile: true },
        { name: 'Bulletin', url: bulletin, isUploadedFile: true },
        { name: 'Sermon notes', url: 'https://example.org/notes?week=12', isUploadedFile: false },
      ],
    });
    assert.equal(response.statusCode, 201, response.body);
    const attached = response.json<PlanAttachment[]>();
    assert.deepEqual(
      attached.map(({ serviceTypeId, name, url, isUploadedFile }) => ({ serviceTypeId, name, url, isUploadedFile })),
      [
        { serviceTypeId: planId, name: 'Song sheets', url: songs, isUploadedFile: true },
        { serviceTypeId: planId, name: 'Bulletin', url: bulletin, isUploadedFile: true },
        {
          serviceTypeId: planId,
          name: 'Sermon notes',
          url: 'https://example.org/notes?week=12',
          isUploadedFile: false,
        },
      ],
    );
    assert.equal((await rowsOf(planId)).length, 3);
  });

  it('attaches one link, renames it, and deletes it', async () => {
    const created = await call('POST', '/attachments', admin, {
      serviceTypeId: planId,
      name: 'Hymn lyrics',
      url: 'http://hymnary.example/amazing-grace',
      isUploadedFile: false,
    });
    assert.equal(created.statusCode, 201, created.body);
    const link = created.json<PlanAttachment>();
    assert.equal(link.name, 'Hymn lyrics');

    const renamed = await call('PUT', `/attachments/${link.id}`, leader, { name: '  Amazing Grace lyrics ' });
    assert.deepEqual([renamed.statusCode, renamed.json()], [200, { ...link, name: 'Amazing Grace lyrics' }]);
    const empty = await call('PUT', `/attachments/${link.id}`, leader, { name: '   ' });
    assert.deepEqual([empty.statusCode, empty.json()], [400, { errors: ['Please, enter the attachment name'] }]);

    assert.equal((await call('DELETE', `/attachments/${link.id}`, leader)).statusCode, 204);
    assert.ok((await rowsOf(planId)).every((row) => row.id !== link.id));
    const again = await call('DELETE', `/attachments/${link.id}`, leader);
    assert.deepEqual([again.statusCode, again.json()], [404, { errors: ['Attachment not found'] }]);
    assert.equal((await call('PUT', `/attachments/${link.id}`, leader, { name: 'x' })).statusCode, 404);
  });

  it('removes an uploaded file from storage with its attachment, unless another attachment shows it', async () => {
    const url = await upload(leader);
    const otherPlan = await newPlan('Youth Night');
    const [first] = (
      await call('POST', '/attachments/multiple', leader, {
        serviceTypeId: planId,
        attachments: [{ name: 'Setlist', url, isUploadedFile: true }],
      })
    ).json<PlanAttachment[]>();
    const copy = (
      await call('POST', '/attachments', leader, {
        serviceTypeId: otherPlan,
        name: 'Setlist',
        url,
        isUploadedFile: true,
      })
    ).json<PlanAttachment>();
    assert.equal((await app.inject(url)).statusCode, 200);

    assert.equal((await call('DELETE', `/attachments/${first!.id}`, leader)).statusCode, 204);
    assert.ok(stored().includes(nameOf(url)), 'still attached to the other plan');
    assert.equal((await call('DELETE', `/attachments/${copy.id}`, leader)).statusCode, 204);
    assert.ok(!stored().includes(nameOf(url)));
    assert.equal((await app.inject(url)).statusCode, 404);
  });

  it('leaves the file a link happens to name alone when the link is deleted', async () => {
    const url = await upload(leader);
    const link = (
      await call('POST', '/attachments', leader, {
        serviceTypeId: planId,
        name: 'Elsewhere',
        url: `https://example.org${url}`,
        isUploadedFile: false,
      })
    ).json<PlanAttachment>();
    assert.equal((await call('DELETE', `/attachments/${link.id}`, leader)).statusCode, 204);
    assert.ok(stored().includes(nameOf(url)));
  });

  it('takes only our stored files as uploads and only http(s) addresses as links', async () => {
    const uploadedInvalid = 'An uploaded attachment must be a file uploaded here';
    const linkInvalid = 'Link must start with http:// or https://';
    for (const [url, isUploadedFile, message] of [
      ['https://example.org/songs.pdf', true, uploadedInvalid],
      ['/api/files/../jwt-secret', true, uploadedInvalid],
      ['/api/files/not-a-uuid.pdf', true, uploadedInvalid],
      ['javascript:alert(1)', false, linkInvalid],
      ['ftp://example.org/songs.pdf', false, linkInvalid],
      ['/api/files/00000000-0000-4000-a000-000000000000.pdf', false, linkInvalid],
      ['https://exa mple.org', false, linkInvalid],
    ] as const) {
      for (const [route, body] of [
        ['/attachments', { serviceTypeId: planId, name: 'x', url, isUploadedFile }],
        ['/attachments/multiple', { serviceTypeId: planId, attachments: [{ name: 'x', url, isUploadedFile }] }],
      ] as const) {
        const response = await call('POST', route, leader, body);
        assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }], `${route} ${url}`);
      }
    }
    const missing = await call('POST', '/attachments/multiple', leader, {
      serviceTypeId: planId,
      attachments: [{ name: 'Gone', url: neverStored, isUploadedFile: true }],
    });
    assert.deepEqual(
      [missing.statusCode, missing.json()],
      [400, { errors: ['The uploaded file was not found, please upload it again'] }],
    );
  });

  it('says what is missing, attaches nothing when one of several is wrong, and 404s an unknown plan', async () => {
    const before = (await rowsOf(planId)).length;
    const empty = await call('POST', '/attachments/multiple', leader, { serviceTypeId: planId, attachments: [] });
    assert.deepEqual(empty.json(), { errors: ['Please, add at least one attachment'] });
    const blank = await call('POST', '/attachments', leader, {});
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json<{ errors: string[] }>().errors.slice(0, 2), [
      'Service type id is invalid',
      'Please, enter the attachment name',
    ]);
    const oneBad = await call('POST', '/attachments/multiple', leader, {
      serviceTypeId: planId,
      attachments: [
        { name: 'Good', url: 'https://example.org/a', isUploadedFile: false },
        { name: 'Gone', url: neverStored, isUploadedFile: true },
      ],
    });
    assert.equal(oneBad.statusCode, 400);
    assert.equal((await rowsOf(planId)).length, before);

    const unknown = await call('POST', '/attachments/multiple', leader, {
      serviceTypeId: 999999,
      attachments: [{ name: 'x', url: 'https://example.org', isUploadedFile: false }],
    });
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, { errors: ['Service type not found'] }]);
    assert.equal((await call('PUT', '/attachments/abc', leader, { name: 'x' })).statusCode, 400);
  });

  it('keeps members (403) and anonymous callers (401) out', async () => {
    const link = { name: 'x', url: 'https://example.org', isUploadedFile: false };
    for (const [method, url, payload] of [
      ['POST', '/attachments', { serviceTypeId: planId, ...link }],
      ['POST', '/attachments/multiple', { serviceTypeId: planId, attachments: [link] }],
      ['PUT', '/attachments/1', { name: 'x' }],
      ['DELETE', '/attachments/1', undefined],
    ] as const) {
      const forbidden = await call(method, url, member, payload);
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
        `${method} ${url}`,
      );
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401);
    }
  });
});
