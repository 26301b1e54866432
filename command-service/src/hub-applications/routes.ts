import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@foodshare/contracts/api';
import { DomainError } from '@foodshare/contracts/errors';
import {
  HUB_APPLICATION_MESSAGES,
  HUB_DOCUMENT_MAX_BYTES,
  type HubApplicationEvent,
  hubApplicationPayloadSchema,
} from '@foodshare/contracts/hub-applications';
import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import { sniffDocumentType } from '@foodshare/platform/blobs/image-type';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { answerWithPosition } from '../http/write-position';

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/** Checks a document by its bytes and stores it as a private blob; answers where it is. */
async function storeDocument(
  blobs: BlobStorage,
  applicationId: string,
  label: string,
  file: { name: string; dataUrl: string },
  field: string,
  allowPdf: boolean,
): Promise<{ name: string; url: string }> {
  const bytes = Buffer.from(file.dataUrl.slice(file.dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > HUB_DOCUMENT_MAX_BYTES)
    throw new DomainError('validation', HUB_APPLICATION_MESSAGES.documentTooLarge, field);
  const type = sniffDocumentType(bytes);
  if (!type || (!allowPdf && type === 'application/pdf')) {
    throw new DomainError(
      'validation',
      allowPdf ? HUB_APPLICATION_MESSAGES.documentType : HUB_APPLICATION_MESSAGES.photoType,
      field,
    );
  }
  const key = `hub-documents/${applicationId}/${label}.${EXTENSIONS[type]}`;
  await blobs.put(key, bytes, type);
  return { name: file.name, url: `/blobs/${key}` };
}

/** POST /api/hub-applications: the four-step wizard's application (no sign-in), for a moderator. */
export function hubApplicationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
    app.post(
      '/api/hub-applications',
      {
        // Two documents and six photos of 5 MB each, base64-encoded in JSON: about 53 MB at most.
        bodyLimit: 60 * 1024 * 1024,
        config: {
          access: 'public',
          limit: 'hub-application',
          rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: 60_000 },
        },
        schema: {
          tags: ['collection hubs'],
          summary: 'Apply to become a collection hub; documents are stored privately for review',
          body: hubApplicationPayloadSchema,
          response: {
            201: z.object({ id: z.string().uuid() }),
            400: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const applicationId = randomUUID();
        const body = request.body;
        const documents = {
          businessLicense: body.businessLicense
            ? await storeDocument(
                deps.blobs,
                applicationId,
                'business-license',
                body.businessLicense,
                'businessLicense',
                true,
              )
            : null,
          insurance: body.insurance
            ? await storeDocument(
                deps.blobs,
                applicationId,
                'insurance',
                body.insurance,
                'insurance',
                true,
              )
            : null,
          facilityPhotos: await Promise.all(
            body.facilityPhotos.map((photo, index) =>
              storeDocument(
                deps.blobs,
                applicationId,
                `facility-photo-${index + 1}`,
                photo,
                `facilityPhotos.${index}`,
                false,
              ),
            ),
          ),
        };
        const contact = await personalDataVault.seal(deps.db, `hub-application-${applicationId}`, {
          contactName: body.contactName,
          email: body.email,
          phone: body.phone,
        });
        const event: HubApplicationEvent = {
          type: 'HubApplicationSubmitted',
          data: {
            applicationId,
            organizationName: body.organizationName,
            organizationType: body.organizationType,
            contact,
            experience: body.experience || null,
            address: body.address,
            hubType: body.hubType,
            capacity: body.capacity,
            operatingHours: body.operatingHours,
            description: body.description,
            documents,
            demo: body.demo,
            submittedAt: now().toISOString(),
          },
        };
        const actor = request.session.userId ?? 'visitor';
        const result = await deps.streams.hubApplication.handle(
          applicationId,
          event,
          commandContext(request, actor),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.code(201).send({ id: applicationId });
      },
    );
  };
}
