import { StoredFileSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error';
import { attachmentDisposition } from '../../lib/pdf';
import { defineRoute, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { FILE_TYPES } from './file-types';
import { parseByteRange } from './byte-range';
import { fileMessages, type FilesService } from './files.service';

const tags = ['files'];

/** Signed-in users (the module adds the guard). */
export function registerUploadRoute(app: FastifyInstance, service: FilesService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/files',
      access: 'signed-in',
      summary: `Upload one file (multipart field 'file'); its type is read from its bytes (415 for any other). Pictures: any member; videos, MP3s and documents (PDF, DOCX): the matching allowed action`,
      tags,
      schemas: { response: { 201: StoredFileSchema } },
      handler: async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, [fileMessages.notMultipart]);
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new HttpError(400, [fileMessages.missing]);
        return reply.code(201).send(await service.upload(part.file, currentUser(request)));
      },
    }),
  );
}

const immutable = 'public, max-age=31536000, immutable';
const storedFile = (description: string) => fileAnswer(description, ...FILE_TYPES.map((type) => type.contentType));

/** Anyone: stored names never change, so the answers are cached for a year. */
export function registerServeRoute(app: FastifyInstance, service: FilesService) {
  app.route({
    ...defineRoute({
      method: 'GET',
      url: '/files/:name',
      access: 'public',
      summary: 'A stored file, whole or a byte range (206) so that videos seek and stream',
      tags,
      schemas: {
        params: v.object({ name: v.string() }),
        response: { 200: storedFile('The file'), 206: storedFile('The byte range asked for') },
      },
      handler: async (request, reply) => {
        const { name } = request.params;
        const file = await service.find(name);
        if (!file) throw new HttpError(404, [fileMessages.notFound]);
        reply.headers({
          'accept-ranges': 'bytes',
          'cache-control': immutable,
          'x-content-type-options': 'nosniff',
        });
        const range = parseByteRange(request.headers.range, file.size);
        if (range === 'unsatisfiable') {
          throw new HttpError(416, [fileMessages.rangeNotSatisfiable], { 'content-range': `bytes */${file.size}` });
        }
        // Opened before the length headers, so a storage failure is still a clean JSON error.
        const body = await service.read(name, range);
        reply.type(file.type.contentType);
        // A document (PDF) opened inline runs in our origin's viewer; it is downloaded instead.
        // Pictures and media stay inline, so pages show them and videos seek.
        if (file.type.kind === 'document') reply.header('content-disposition', attachmentDisposition(name));
        if (!range) return reply.header('content-length', file.size).send(body);
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(body);
      },
    }),
    // Media is compressed already, and a byte range must be of the bytes as stored.
    compress: false,
  });
}
