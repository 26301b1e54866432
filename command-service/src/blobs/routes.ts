import { DomainError } from '@foodshare/contracts/errors';
import { isSafeBlobKey } from '@foodshare/platform/blobs/blob-storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';

/** Folders whose blobs anyone may read (donation photos are shown publicly once approved). */
const PUBLIC_FOLDERS = new Set(['food-photos']);

/** GET /blobs/<folder>/<name>: stored pictures, served with their type and a long cache. */
export function blobRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/blobs/:folder/:name',
      {
        // Only public folders are served here; private documents go to staff elsewhere.
        config: { access: 'public' },
        schema: { hide: true, params: z.object({ folder: z.string(), name: z.string() }) },
      },
      async (request, reply) => {
        const key = `${request.params.folder}/${request.params.name}`;
        if (!PUBLIC_FOLDERS.has(request.params.folder) || !isSafeBlobKey(key))
          throw new DomainError('not_found', 'No such picture.');
        const blob = await deps.blobs.get(key);
        if (!blob) throw new DomainError('not_found', 'No such picture.');
        return reply
          .header('content-type', blob.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(blob.bytes);
      },
    );
  };
}
