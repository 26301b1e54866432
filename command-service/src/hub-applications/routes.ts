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
import type { ZodApp } from '../http/zod-app';

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/** Where the application's documents are kept, as its event records them. */
type HubApplicationDocuments = HubApplicationEvent['data']['documents'];

interface CheckedDocument {
  readonly name: string;
  readonly key: string;
  readonly bytes: Buffer;
  readonly type: keyof typeof EXTENSIONS;
}

/**
 * Checks a document by its bytes; answers where it is to be stored. Stores nothing. A charity's
 * licence (charities/) is checked and kept the same way.
 */
export function checkDocument(
  applicationId: string,
  label: string,
  file: { name: string; dataUrl: string },
  field: string,
  allowPdf: boolean,
): CheckedDocument {
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
  return { name: file.name, key, bytes, type };
}

/** What the event records of a stored document: its name and where it is. */
export const storedAs = (document: CheckedDocument) => ({
  name: document.name,
  url: `/blobs/${document.key}`,
});

/**
 * Stores the checked documents, records the application, and removes them again if it is
 * refused: nothing is left in storage for an application that was not recorded.
 */
export async function storingDocuments<T>(
  blobs: BlobStorage,
  documents: readonly CheckedDocument[],
  record: () => Promise<T>,
): Promise<T> {
  try {
    for (const document of documents) await blobs.put(document.key, document.bytes, document.type);
    return await record();
  } catch (error) {
    for (const document of documents) await blobs.delete(document.key);
    throw error;
  }
}

/** Every document checked before any is stored (a bad one stores none), and how each is kept. */
function checkedDocuments(
  applicationId: string,
  body: z.infer<typeof hubApplicationPayloadSchema>,
): { checked: CheckedDocument[]; documents: HubApplicationDocuments } {
  const license =
    body.businessLicense &&
    checkDocument(applicationId, 'business-license', body.businessLicense, 'businessLicense', true);
  const insurance =
    body.insurance && checkDocument(applicationId, 'insurance', body.insurance, 'insurance', true);
  const photos = body.facilityPhotos.map((photo, index) =>
    checkDocument(
      applicationId,
      `facility-photo-${index + 1}`,
      photo,
      `facilityPhotos.${index}`,
      false,
    ),
  );
  return {
    checked: [license, insurance, ...photos].filter((document) => !!document),
    documents: {
      businessLicense: license ? storedAs(license) : null,
      insurance: insurance ? storedAs(insurance) : null,
      facilityPhotos: photos.map(storedAs),
    },
  };
}

/** POST /api/hub-applications: the four-step wizard's application (no sign-in), for a moderator. */
export function hubApplicationRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    applyRoute(app, deps);
  };
}

function applyRoute(app: ZodApp, deps: CommandServiceDeps): void {
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
      const { checked, documents } = checkedDocuments(applicationId, body);
      // Signed in, the applicant's details go with their account; a visitor's have a key of
      // the application's own.
      const keyId = request.session.userId ?? `hub-application-${applicationId}`;
      const contact = await personalDataVault.seal(deps.db, keyId, {
        contactName: body.contactName,
        email: body.email,
        phone: body.phone,
        experience: body.experience || null,
      });
      const event: HubApplicationEvent = {
        type: 'HubApplicationSubmitted',
        data: {
          applicationId,
          organizationName: body.organizationName,
          organizationType: body.organizationType,
          contact,
          // The applicant's own words: sealed with their contact details.
          experience: null,
          address: body.address,
          hubType: body.hubType,
          capacity: body.capacity,
          operatingHours: body.operatingHours,
          description: body.description,
          documents,
          demo: body.demo,
          submittedAt: deps.now().toISOString(),
        },
      };
      const actor = request.session.userId ?? 'visitor';
      const result = await storingDocuments(deps.blobs, checked, () =>
        deps.streams.hubApplication.handle(applicationId, event, commandContext(request, actor)),
      );
      answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
      return reply.code(201).send({ id: applicationId });
    },
  );
}
