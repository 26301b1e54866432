import { randomUUID } from 'node:crypto';
import { errorBodySchema, uploadUrlAnswerSchema } from '@foodshare/contracts/api';
import { PROFILE_PICTURE } from '@foodshare/contracts/constants';
import { DomainError } from '@foodshare/contracts/errors';
import { text } from '@foodshare/contracts/text';
import { sniffImageType } from '@foodshare/platform/blobs/image-type';
import { checkSignedPath, signPath } from '@foodshare/platform/blobs/signed-url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import type { ZodApp } from '../http/zod-app';

const UPLOAD_URL_LIFETIME_MS = 10 * 60_000;
const PREFIX = '/uploads/profile-pictures';
// Above the 5 MB rule, so an oversize picture gets the picture's own message, not a generic 413.
const BODY_LIMIT = PROFILE_PICTURE.maxBytes + 1_048_576;
const pictureParams = z.object({ id: z.string().uuid('Unknown picture') });
const signedQuery = z.object({ expires: text().optional(), signature: text().optional() });

export const PICTURE_MESSAGES = {
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller picture.',
  wrongType: 'Only image files (JPG, PNG, GIF, WebP) are allowed.',
  empty: 'The picture is empty. Choose a picture file.',
  expired: 'This upload link has expired. Choose the picture again.',
  invalid: 'This upload link is not valid. Choose the picture again.',
  used: 'This upload link was already used. Choose the picture again.',
} as const;

/**
 * POST /api/profile/upload (docs/product.md §7) answers a short-lived signed URL; the browser
 * PUTs the file there. The file is checked by its bytes, stored as a blob and served back at
 * the same path.
 */
export function profilePictureRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Picture bytes arrive raw; only this context accepts bodies other than JSON.
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    uploadUrlRoute(app, deps);
    uploadPictureRoute(app, deps);
    pictureRoute(app, deps);
  };
}

function uploadUrlRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.post(
    '/api/profile/upload',
    {
      // Sign-up uploads a picture before the account exists.
      config: {
        access: 'public',
        rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['profile'],
        summary: 'Get a short-lived signed URL to PUT a profile picture to',
        response: { 200: uploadUrlAnswerSchema, 429: errorBodySchema },
      },
    },
    async () => ({
      uploadURL: signPath(
        `${PREFIX}/${randomUUID()}`,
        new Date(deps.now().getTime() + UPLOAD_URL_LIFETIME_MS),
        deps.signingSecret,
      ),
    }),
  );
}

function uploadPictureRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.put(
    `${PREFIX}/:id`,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'signed-url' },
      schema: {
        hide: true,
        params: pictureParams,
        querystring: signedQuery,
        response: {
          200: z.object({ url: z.string() }),
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const path = `${PREFIX}/${request.params.id}`;
      const check = checkSignedPath(path, request.query, deps.now(), deps.signingSecret);
      if (check !== 'valid')
        throw new DomainError(
          'forbidden',
          check === 'expired' ? PICTURE_MESSAGES.expired : PICTURE_MESSAGES.invalid,
        );
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length === 0) throw new DomainError('validation', PICTURE_MESSAGES.empty);
      if (bytes.length > PROFILE_PICTURE.maxBytes)
        throw new DomainError('too_large', PICTURE_MESSAGES.tooLarge);
      const type = sniffImageType(bytes);
      if (!type) throw new DomainError('unsupported', PICTURE_MESSAGES.wrongType);
      const key = blobKey(request.params.id);
      if (await deps.blobs.get(key)) throw new DomainError('conflict', PICTURE_MESSAGES.used);
      await deps.blobs.put(key, bytes, type);
      return reply.header('location', path).send({ url: path });
    },
  );
}

function pictureRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.get(
    `${PREFIX}/:id`,
    { config: { access: 'public' }, schema: { hide: true, params: pictureParams } },
    async (request, reply) => {
      const blob = await deps.blobs.get(blobKey(request.params.id));
      if (!blob) throw new DomainError('not_found', 'No such picture.');
      return reply
        .header('content-type', blob.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(blob.bytes);
    },
  );
}

function blobKey(id: string): string {
  return `profile-pictures/${id.toLowerCase()}`;
}
