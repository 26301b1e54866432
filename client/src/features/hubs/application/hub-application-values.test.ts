import { HUB_APPLICATION_MESSAGES } from '@foodshare/contracts/hub-applications';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import {
  checkApplication,
  DEMO_HUB_APPLICATION,
  HUB_APPLICATION_DEFAULTS,
  HUB_SERVER_FIELD_ALIASES,
  type HubApplicationField,
  type HubApplicationValues,
  stepErrors,
  stepOfField,
  wizardStepErrors,
} from './hub-application-values';
import type { HubFile } from './hub-file';

const pdf = (name: string): HubFile => ({
  name,
  dataUrl: 'data:application/pdf;base64,JVBE',
  size: 3,
});

const FIELDS = Object.keys(HUB_APPLICATION_DEFAULTS) as HubApplicationField[];

const complete: HubApplicationValues = {
  ...DEMO_HUB_APPLICATION,
  businessLicense: pdf('trade-licence.pdf'),
  insurance: pdf('insurance.pdf'),
};

describe('stepErrors', () => {
  it("names every missing field of Organization Details with docs/product.md §5's message", () => {
    expect(stepErrors(0, HUB_APPLICATION_DEFAULTS)).toEqual({
      organizationName: HUB_APPLICATION_MESSAGES.organizationName,
      organizationType: HUB_APPLICATION_MESSAGES.organizationType,
      contactName: HUB_APPLICATION_MESSAGES.contactName,
      email: HUB_APPLICATION_MESSAGES.emailRequired,
      phone: HUB_APPLICATION_MESSAGES.phone,
    });
  });

  it('leaves experience optional', () => {
    expect(stepErrors(0, { ...complete, experience: '' })).toEqual({});
  });

  it('treats a name of spaces as missing', () => {
    expect(stepErrors(0, { ...complete, organizationName: '   ' })).toEqual({
      organizationName: HUB_APPLICATION_MESSAGES.organizationName,
    });
  });

  it('asks for a valid email address once one is typed', () => {
    expect(stepErrors(0, { ...complete, email: 'fatima@alnoor' })).toEqual({
      email: HUB_APPLICATION_MESSAGES.emailInvalid,
    });
  });

  it('checks Location & Operations alone, whatever the other steps hold', () => {
    expect(stepErrors(1, { ...HUB_APPLICATION_DEFAULTS, address: 'Al Quoz, Dubai' })).toEqual({
      hubType: HUB_APPLICATION_MESSAGES.hubType,
      capacity: HUB_APPLICATION_MESSAGES.capacity,
      operatingHours: HUB_APPLICATION_MESSAGES.operatingHours,
      description: HUB_APPLICATION_MESSAGES.description,
    });
  });

  it('requires both documents and no facility photo', () => {
    expect(stepErrors(2, HUB_APPLICATION_DEFAULTS)).toEqual({
      businessLicense: HUB_APPLICATION_MESSAGES.businessLicense,
      insurance: HUB_APPLICATION_MESSAGES.insurance,
    });
    expect(stepErrors(2, complete)).toEqual({});
  });
});

describe('wizardStepErrors', () => {
  it('lets the documents step through without documents in demo mode only', () => {
    expect(wizardStepErrors(2, DEMO_HUB_APPLICATION, true)).toEqual({});
    expect(wizardStepErrors(2, DEMO_HUB_APPLICATION, false)).toEqual({
      businessLicense: HUB_APPLICATION_MESSAGES.businessLicense,
      insurance: HUB_APPLICATION_MESSAGES.insurance,
    });
  });

  it('still checks the other steps in demo mode', () => {
    expect(wizardStepErrors(1, { ...DEMO_HUB_APPLICATION, hubType: '' }, true)).toEqual({
      hubType: HUB_APPLICATION_MESSAGES.hubType,
    });
  });
});

describe('HUB_SERVER_FIELD_ALIASES', () => {
  it("shows a problem inside a file on that file's field", () => {
    const problem = (field: string) =>
      new ApiError(400, '', {
        code: 'test.unknown',
        message: HUB_APPLICATION_MESSAGES.photoType,
        field,
      });
    expect(
      serverFieldErrors(problem('facilityPhotos.0'), FIELDS, HUB_SERVER_FIELD_ALIASES),
    ).toEqual([{ field: 'facilityPhotos', message: HUB_APPLICATION_MESSAGES.photoType }]);
    expect(
      serverFieldErrors(problem('insurance.dataUrl'), FIELDS, HUB_SERVER_FIELD_ALIASES),
    ).toEqual([{ field: 'insurance', message: HUB_APPLICATION_MESSAGES.photoType }]);
  });
});

describe('stepOfField', () => {
  it('finds the step a field is filled in on', () => {
    expect(stepOfField('phone')).toBe(0);
    expect(stepOfField('operatingHours')).toBe(1);
    expect(stepOfField('insurance')).toBe(2);
  });
});

describe('checkApplication', () => {
  it('turns a complete application into the payload, without sizes', () => {
    const check = checkApplication(complete, false);
    expect(check).toMatchObject({ complete: true });
    if (!check.complete) return;
    expect(check.payload).toMatchObject({
      organizationName: 'Al Noor Community Kitchen',
      businessLicense: { name: 'trade-licence.pdf', dataUrl: 'data:application/pdf;base64,JVBE' },
      facilityPhotos: [],
      demo: false,
    });
    expect(check.payload.businessLicense).not.toHaveProperty('size');
  });

  it('sends an empty experience as absent', () => {
    const check = checkApplication({ ...complete, experience: '  ' }, false);
    expect(check.complete && check.payload.experience).toBeUndefined();
  });

  it('needs the documents outside demo mode, and points at their step', () => {
    expect(checkApplication(DEMO_HUB_APPLICATION, false)).toEqual({
      complete: false,
      errors: {
        businessLicense: HUB_APPLICATION_MESSAGES.businessLicense,
        insurance: HUB_APPLICATION_MESSAGES.insurance,
      },
      firstStep: 2,
    });
  });

  it('lets the demo application go without documents', () => {
    expect(checkApplication(DEMO_HUB_APPLICATION, true)).toMatchObject({
      complete: true,
      payload: { demo: true },
    });
  });

  it('still needs every other field in demo mode, and points at the earliest step', () => {
    const check = checkApplication({ ...DEMO_HUB_APPLICATION, capacity: '', phone: '' }, true);
    expect(check).toEqual({
      complete: false,
      errors: {
        phone: HUB_APPLICATION_MESSAGES.phone,
        capacity: HUB_APPLICATION_MESSAGES.capacity,
      },
      firstStep: 0,
    });
  });

  it('reports every required field of an empty application', () => {
    const check = checkApplication(HUB_APPLICATION_DEFAULTS, false);
    expect(check.complete).toBe(false);
    if (check.complete) return;
    expect(Object.keys(check.errors).sort()).toEqual(
      [
        'address',
        'businessLicense',
        'capacity',
        'contactName',
        'description',
        'email',
        'hubType',
        'insurance',
        'operatingHours',
        'organizationName',
        'organizationType',
        'phone',
      ].sort(),
    );
  });
});
