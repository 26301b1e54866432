import { z } from 'zod';
import { text } from './text';

export const ORGANIZATION_TYPES = [
  'charity',
  'ngo',
  'community-center',
  'religious',
  'business',
  'government',
  'other',
] as const;
export const APPLICATION_HUB_TYPES = [
  'community',
  'religious',
  'business',
  'mobile',
  'warehouse',
] as const;

/** docs/product.md §5 hub application messages, word for word. */
export const HUB_APPLICATION_MESSAGES = {
  organizationName: 'Organization name is required',
  organizationType: 'Organization type is required',
  contactName: 'Contact name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone number is required',
  address: 'Facility address is required',
  hubType: 'Hub type is required',
  capacity: 'Storage capacity is required',
  operatingHours: 'Operating hours are required',
  description: 'Hub description is required',
  businessLicense: 'Business license is required',
  insurance: 'Insurance certificate is required',
  documentType: 'Documents must be PDF, JPG, JPEG or PNG files',
  photoType: 'Facility photos must be JPG, JPEG or PNG files',
  documentTooLarge: 'Each file must be 5 MB or smaller',
  nextTitle: 'Please Complete Required Fields',
  next: 'Please fill in all required fields before proceeding to the next step.',
  submitTitle: 'Please Complete All Required Fields',
  submit: 'Some required information is missing. Please review and complete your application.',
  submittedTitle: 'Application Submitted!',
  submitted: "We'll review your application and contact you within 3-5 business days.",
  demoTitle: 'Demo Application Submitted!',
  demo: 'Demo Mode - Verification Skipped',
} as const;

export const HUB_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const required = (message: string, options: { multiline?: boolean } = {}) =>
  text({ ...options, error: message }).min(1, message);

/** A file as the browser sends it: its name and a base64 data URL of its bytes. */
const fileSchema = (requiredMessage: string, typeMessage: string, types: RegExp) =>
  z.object(
    {
      name: text().min(1).max(200),
      dataUrl: text().refine((value) => types.test(value), typeMessage),
    },
    { error: requiredMessage },
  );

const DOCUMENT = /^data:(application\/pdf|image\/jpeg|image\/png);base64,/;
const PHOTO = /^data:(image\/jpeg|image\/png);base64,/;

/** The four steps' fields (docs/product.md §3 hub application form), step by step so each can be checked alone. */
export const hubApplicationSteps = [
  z.object({
    organizationName: required(HUB_APPLICATION_MESSAGES.organizationName).max(200),
    organizationType: z.enum(ORGANIZATION_TYPES, {
      error: HUB_APPLICATION_MESSAGES.organizationType,
    }),
    contactName: required(HUB_APPLICATION_MESSAGES.contactName).max(120),
    email: required(HUB_APPLICATION_MESSAGES.emailRequired).pipe(
      z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, HUB_APPLICATION_MESSAGES.emailInvalid),
    ),
    phone: required(HUB_APPLICATION_MESSAGES.phone).max(40),
    experience: text({ multiline: true }).max(2000).optional(),
  }),
  z.object({
    address: required(HUB_APPLICATION_MESSAGES.address).max(300),
    hubType: z.enum(APPLICATION_HUB_TYPES, { error: HUB_APPLICATION_MESSAGES.hubType }),
    capacity: required(HUB_APPLICATION_MESSAGES.capacity).max(100),
    operatingHours: required(HUB_APPLICATION_MESSAGES.operatingHours).max(200),
    description: required(HUB_APPLICATION_MESSAGES.description, { multiline: true }).max(2000),
  }),
  z.object({
    businessLicense: fileSchema(
      HUB_APPLICATION_MESSAGES.businessLicense,
      HUB_APPLICATION_MESSAGES.documentType,
      DOCUMENT,
    ),
    insurance: fileSchema(
      HUB_APPLICATION_MESSAGES.insurance,
      HUB_APPLICATION_MESSAGES.documentType,
      DOCUMENT,
    ),
    facilityPhotos: z
      .array(fileSchema('Choose a photo', HUB_APPLICATION_MESSAGES.photoType, PHOTO))
      .max(6)
      .default([]),
  }),
] as const;

/**
 * POST /api/hub-applications: every step's fields; documents are stored as blobs. A demo
 * application ('Skip for Demo') is recorded as such and needs no documents.
 */
export const hubApplicationPayloadSchema = hubApplicationSteps[0]
  .extend(hubApplicationSteps[1].shape)
  .extend({
    businessLicense: hubApplicationSteps[2].shape.businessLicense.optional(),
    insurance: hubApplicationSteps[2].shape.insurance.optional(),
    facilityPhotos: hubApplicationSteps[2].shape.facilityPhotos,
    demo: z.boolean().default(false),
  })
  .superRefine((application, context) => {
    if (application.demo) return;
    if (!application.businessLicense)
      context.addIssue({
        code: 'custom',
        path: ['businessLicense'],
        message: HUB_APPLICATION_MESSAGES.businessLicense,
      });
    if (!application.insurance)
      context.addIssue({
        code: 'custom',
        path: ['insurance'],
        message: HUB_APPLICATION_MESSAGES.insurance,
      });
  });
export type HubApplicationPayload = z.input<typeof hubApplicationPayloadSchema>;

const storedDocument = z.object({ name: z.string(), url: z.string() });

/** Events of `hub-application-<id>` streams, for a moderator to approve later. */
export const hubApplicationSubmittedSchema = z.object({
  type: z.literal('HubApplicationSubmitted'),
  data: z.object({
    applicationId: z.string().uuid(),
    organizationName: z.string(),
    organizationType: z.enum(ORGANIZATION_TYPES),
    /**
     * contactName, email and phone, and the applicant's experience, sealed (crypto-shredding):
     * under the applicant's key when signed in, else under the application's own.
     */
    contact: z.object({
      keyId: z.string(),
      iv: z.string(),
      tag: z.string(),
      ciphertext: z.string(),
    }),
    /** Plain on applications recorded before it was sealed with the contact; null since. */
    experience: z.string().nullable(),
    address: z.string(),
    hubType: z.enum(APPLICATION_HUB_TYPES),
    capacity: z.string(),
    operatingHours: z.string(),
    description: z.string(),
    /** Stored blobs (private), never the bytes. */
    documents: z.object({
      businessLicense: storedDocument.nullable(),
      insurance: storedDocument.nullable(),
      facilityPhotos: z.array(storedDocument),
    }),
    demo: z.boolean(),
    submittedAt: z.string(),
  }),
});
export type HubApplicationEvent = z.infer<typeof hubApplicationSubmittedSchema>;
