import {
  type APPLICATION_HUB_TYPES,
  type HubApplicationPayload,
  hubApplicationPayloadSchema,
  hubApplicationSteps,
  type ORGANIZATION_TYPES,
} from '@foodshare/contracts/hub-applications';
import { type HubFile, MAX_FACILITY_PHOTOS } from './hub-file';

export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export type ApplicationHubType = (typeof APPLICATION_HUB_TYPES)[number];

/** The application as it is being filled in: text as typed, '' for a choice not made yet. */
export interface HubApplicationValues {
  organizationName: string;
  organizationType: OrganizationType | '';
  contactName: string;
  email: string;
  phone: string;
  experience: string;
  address: string;
  hubType: ApplicationHubType | '';
  capacity: string;
  operatingHours: string;
  description: string;
  businessLicense: HubFile | null;
  insurance: HubFile | null;
  facilityPhotos: HubFile[];
}

export type HubApplicationField = keyof HubApplicationValues;
export type HubFieldErrors = Partial<Record<HubApplicationField, string>>;

/** The form's steps, by their key in the hubs catalogue: the three with fields, then Review & Submit. */
export const WIZARD_STEPS = ['organization', 'location', 'documents', 'review'] as const;

export type FieldStep = 0 | 1 | 2;
export const REVIEW_STEP = 3;

export const STEP_FIELDS: Record<FieldStep, readonly HubApplicationField[]> = {
  0: ['organizationName', 'organizationType', 'contactName', 'email', 'phone', 'experience'],
  1: ['address', 'hubType', 'capacity', 'operatingHours', 'description'],
  2: ['businessLicense', 'insurance', 'facilityPhotos'],
};

export const FIELD_STEPS: readonly FieldStep[] = [0, 1, 2];

export const HUB_APPLICATION_DEFAULTS: HubApplicationValues = {
  organizationName: '',
  organizationType: '',
  contactName: '',
  email: '',
  phone: '',
  experience: '',
  address: '',
  hubType: '',
  capacity: '',
  operatingHours: '',
  description: '',
  businessLicense: null,
  insurance: null,
  facilityPhotos: [],
};

/**
 * The server names a problem inside a file by its path ('facilityPhotos.2', 'insurance.dataUrl'):
 * the form shows it on the file's field.
 */
export const HUB_SERVER_FIELD_ALIASES: Readonly<Record<string, HubApplicationField>> =
  Object.fromEntries(
    (['businessLicense', 'insurance', 'facilityPhotos'] as const).flatMap((field) => {
      const paths =
        field === 'facilityPhotos'
          ? Array.from({ length: MAX_FACILITY_PHOTOS }, (_, index) => `${field}.${index}`)
          : [field];
      return paths
        .flatMap((path) => [path, `${path}.name`, `${path}.dataUrl`])
        .map((path) => [path, field]);
    }),
  );

/** What 'Skip for Demo' fills in: a believable applicant, documents left out (demo skips them). */
export const DEMO_HUB_APPLICATION: HubApplicationValues = {
  organizationName: 'Al Noor Community Kitchen',
  organizationType: 'charity',
  contactName: 'Fatima Al Mansoori',
  email: 'fatima@alnoorkitchen.ae',
  phone: '+971 50 123 4567',
  experience:
    'Five years of weekly food drives and Ramadan iftar tents in Al Quoz, feeding about 300 families a month.',
  address: 'Warehouse 14, Street 8, Al Quoz Industrial Area 3, Dubai',
  hubType: 'community',
  capacity: '500 kg chilled, 1 tonne dry storage',
  operatingHours: 'Saturday to Thursday, 8:00 AM to 8:00 PM',
  description:
    'Ground-floor facility with two walk-in chillers (2-4 °C), a freezer room (-20 °C) and dry racking, with a loading bay for donors and volunteer drivers.',
  businessLicense: null,
  insurance: null,
  facilityPhotos: [],
};

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message for each field an issue is about (a file's issue names the file field). */
function fieldErrorsOf(issues: readonly Issue[]): HubFieldErrors {
  const errors: HubFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in HUB_APPLICATION_DEFAULTS) {
      const name = field as HubApplicationField;
      errors[name] ??= issue.message;
    }
  }
  return errors;
}

/** A step's fields checked alone, by the contract's schema for that step. */
export function stepErrors(step: FieldStep, values: HubApplicationValues): HubFieldErrors {
  const result = hubApplicationSteps[step].safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/**
 * What stops Next on a step. In demo mode verification is skipped, so missing documents do not
 * hold the documents step up (a chosen file must still be of an accepted type).
 */
export function wizardStepErrors(
  step: FieldStep,
  values: HubApplicationValues,
  demo: boolean,
): HubFieldErrors {
  const errors = stepErrors(step, values);
  if (demo && step === 2) {
    if (!values.businessLicense) delete errors.businessLicense;
    if (!values.insurance) delete errors.insurance;
  }
  return errors;
}

export function stepOfField(field: HubApplicationField): FieldStep {
  return FIELD_STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 0;
}

export type ApplicationCheck =
  | { complete: true; payload: HubApplicationPayload }
  | { complete: false; errors: HubFieldErrors; firstStep: FieldStep };

/**
 * The whole application as the API takes it, checked by the same schema the server uses. A demo
 * application may leave the documents out; everything else must still be filled in.
 */
export function checkApplication(values: HubApplicationValues, demo: boolean): ApplicationCheck {
  const result = hubApplicationPayloadSchema.safeParse({
    ...values,
    experience: values.experience.trim() === '' ? undefined : values.experience,
    businessLicense: values.businessLicense ? fileOf(values.businessLicense) : undefined,
    insurance: values.insurance ? fileOf(values.insurance) : undefined,
    facilityPhotos: values.facilityPhotos.map(fileOf),
    demo,
  });
  if (result.success) return { complete: true, payload: result.data };
  // Outside demo mode the documents step's own check adds missing documents, which the
  // payload's refinement reports only once every other field is valid.
  const errors = demo
    ? fieldErrorsOf(result.error.issues)
    : { ...stepErrors(2, values), ...fieldErrorsOf(result.error.issues) };
  const invalid = Object.keys(errors) as HubApplicationField[];
  const firstStep = Math.min(...invalid.map(stepOfField), 2) as FieldStep;
  return { complete: false, errors, firstStep };
}

function fileOf(file: HubFile): { name: string; dataUrl: string } {
  return { name: file.name, dataUrl: file.dataUrl };
}
