import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactPayloadSchema } from './contact';
import { donationPayloadSchema, foodRequestPayloadSchema } from './donations';
import { foodItemsQuerySchema } from './food-items';
import { hubApplicationPayloadSchema } from './hub-applications';
import { profileUpdatePayloadSchema } from './profile';
import { confirmHandoverPayloadSchema, declineRequestPayloadSchema } from './requests';
import { normaliseForSearch, TEXT_MESSAGES, text, textProblem } from './text';
import { loginPayloadSchema, registerPayloadSchema } from './users';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Crate of tomatoes', false, null],
    ['Arabic and an emoji', 'تمر 🍅 crate', false, null],
    ['a NUL', 'a\u0000b', true, 'controlCharacter'],
    ['an escape', 'a\u001bb', true, 'controlCharacter'],
    ['a DEL', 'a\u007fb', true, 'controlCharacter'],
    ['a C1 control', 'a\u0085b', true, 'controlCharacter'],
    ['a lone high surrogate', 'a\ud800', true, 'brokenCharacter'],
    ['a lone low surrogate', '\udc00a', true, 'brokenCharacter'],
    ['surrogates in the wrong order', '\ude00\ud83d', true, 'brokenCharacter'],
    ['a line break on one line', 'a\nb', false, 'lineBreak'],
    ['a tab on one line', 'a\tb', false, 'lineBreak'],
    ['line breaks and tabs where allowed', 'a\r\n\tb', true, null],
  ])('%s', (_, value, multiline, problem) => {
    expect(textProblem(value, multiline)).toBe(problem);
  });
});

describe('text()', () => {
  it('trims and normalises to NFC', () => {
    expect(text().parse('  Cafe\u0301 ')).toBe('Caf\u00e9');
  });

  it('keeps line breaks inside multi-line text, and drops them at the ends', () => {
    expect(text({ multiline: true }).parse('\nOne\nTwo\n')).toBe('One\nTwo');
    expect(text().parse('Title\n')).toBe('Title');
  });

  it('reports its own problem before any other check', () => {
    const issues = text().min(5, 'too short').safeParse('a\u0000').error?.issues ?? [];
    expect(issues[0]?.message).toBe(TEXT_MESSAGES.controlCharacter);
  });
});

/** Every string a person sends, field by field: one line, or several where the field allows. */
const payloads: {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  oneLine: string[];
  multiLine: string[];
}[] = [
  {
    name: 'sign-up',
    schema: registerPayloadSchema,
    valid: { username: 'aisha', firstName: 'Aisha', lastName: 'Rahman' },
    oneLine: ['username', 'firstName', 'lastName', 'businessName', 'businessAddress'],
    multiLine: [],
  },
  {
    name: 'sign-in',
    schema: loginPayloadSchema,
    valid: { username: 'aisha' },
    oneLine: ['username'],
    multiLine: [],
  },
  {
    name: 'profile',
    schema: profileUpdatePayloadSchema,
    valid: {},
    oneLine: ['firstName', 'lastName', 'businessName', 'businessAddress', 'phoneNumber', 'email'],
    multiLine: ['bio'],
  },
  {
    name: 'donation',
    schema: donationPayloadSchema,
    valid: {
      donationMode: 'individual',
      title: 'Tomatoes',
      category: 'fresh_produce',
      quantity: '1 crate',
      pickupLocation: 'Al Barsha',
      pickupUntil: '2026-11-21T18:00:00+04:00',
      imageUrl: 'data:image/jpeg;base64,AAAA',
      foodType: 'fresh_produce',
      foodSource: 'store_bought',
      preparationTime: 'today',
      storageMethod: 'refrigerated',
      isSealed: true,
      allergens: ['none'],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    },
    oneLine: ['title', 'quantity', 'servings', 'pickupLocation', 'imageUrl'],
    multiLine: ['description', 'pickupInstructions'],
  },
  {
    name: 'food request',
    schema: foodRequestPayloadSchema,
    valid: { foodItemId: '6a1c7f1e-8a1b-4c55-9c3d-1f2e3d4c5b6a' },
    oneLine: [],
    multiLine: ['message'],
  },
  {
    name: 'decline',
    schema: declineRequestPayloadSchema,
    valid: {},
    oneLine: [],
    multiLine: ['note'],
  },
  {
    name: 'handover',
    schema: confirmHandoverPayloadSchema,
    valid: { pickupCode: '123456' },
    oneLine: ['pickupCode'],
    multiLine: [],
  },
  {
    name: 'hub application',
    schema: hubApplicationPayloadSchema,
    valid: {
      organizationName: 'Dates for All',
      organizationType: 'charity',
      contactName: 'Omar',
      email: 'omar@example.ae',
      phone: '+971 50 123 4567',
      address: 'Deira',
      hubType: 'community',
      capacity: '20 crates',
      operatingHours: '8 to 8',
      description: 'A cool room',
      demo: true,
    },
    oneLine: [
      'organizationName',
      'contactName',
      'email',
      'phone',
      'address',
      'capacity',
      'operatingHours',
    ],
    multiLine: ['experience', 'description'],
  },
  {
    name: 'contact',
    schema: contactPayloadSchema,
    valid: { name: 'Omar', email: 'omar@example.ae', subject: 'Hello', message: 'Hi' },
    oneLine: ['name', 'email', 'subject'],
    multiLine: ['message'],
  },
  {
    name: 'food list query',
    schema: foodItemsQuerySchema,
    valid: {},
    oneLine: ['search'],
    multiLine: [],
  },
];

function issueFor(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  field: string,
): string | undefined {
  const result = schema.safeParse(payload);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe.each(payloads)('the $name payload', ({ schema, valid, oneLine, multiLine }) => {
  it('is valid as given', () => {
    expect(schema.safeParse(valid).error).toBeUndefined();
  });

  it.each([...oneLine, ...multiLine])('refuses a NUL or a lone surrogate in %s', (field) => {
    expect(issueFor(schema, { ...valid, [field]: 'Good\u0000text' }, field)).toBe(
      TEXT_MESSAGES.controlCharacter,
    );
    expect(issueFor(schema, { ...valid, [field]: 'Good text\ud83d' }, field)).toBe(
      TEXT_MESSAGES.brokenCharacter,
    );
  });

  it.each(oneLine)('asks for one line in %s', (field) => {
    expect(issueFor(schema, { ...valid, [field]: 'Two\nlines' }, field)).toBe(
      TEXT_MESSAGES.lineBreak,
    );
  });

  it.each(multiLine)('takes several lines in %s', (field) => {
    expect(issueFor(schema, { ...valid, [field]: 'Two\nlines' }, field)).toBeUndefined();
  });
});

describe('a hub application document', () => {
  it('refuses a control character in the file name', () => {
    const document = { name: 'licence\u0000.pdf', dataUrl: 'data:application/pdf;base64,AAAA' };
    const result = hubApplicationPayloadSchema.safeParse({
      ...payloads.find((payload) => payload.name === 'hub application')?.valid,
      demo: false,
      businessLicense: document,
      insurance: document,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'businessLicense.name',
      'insurance.name',
    ]);
  });
});

describe('normaliseForSearch', () => {
  it.each([
    ['diacritics', 'مَطْعَم', 'مطعم'],
    ['shadda and tanween', 'خُبْزٌ طَازَجٌ مُحَمَّد', 'خبز طازج محمد'],
    [
      'alef with hamza above and below, madda, wasla',
      'أسماء إبراهيم آمنة ٱلله',
      'اسماء ابراهيم امنه الله',
    ],
    ['taa marbuta', 'وجبة ساخنة', 'وجبه ساخنه'],
    ['alef maqsura', 'مستشفى', 'مستشفي'],
    ['tatweel', 'طـــعام', 'طعام'],
    ['dagger alef', 'هٰذا', 'هذا'],
    ['English and digits unchanged', 'Fresh Dates 2kg', 'Fresh Dates 2kg'],
  ])('%s', (_, value, normalised) => {
    expect(normaliseForSearch(value)).toBe(normalised);
  });

  it('folds every spelling of a word to the same text', () => {
    const spellings = ['مَطْعَمٌ', 'مطعم', 'مـطـعـم'];
    expect(new Set(spellings.map(normaliseForSearch))).toEqual(new Set(['مطعم']));
  });
});
