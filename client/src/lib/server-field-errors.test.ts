import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = ['username', 'firstName', 'lastName'] as const;

function apiError(status: number, body: ConstructorParameters<typeof ApiError>[2]) {
  return new ApiError(status, JSON.stringify(body), body);
}

describe('serverFieldErrors', () => {
  it("puts a 409's message on the field it names", () => {
    const error = apiError(409, {
      code: 'test.unknown',
      message: 'That username is already taken. Please choose another one.',
      field: 'username',
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      { field: 'username', message: 'That username is already taken. Please choose another one.' },
    ]);
  });

  it('maps every 400 issue onto its field, first message per field', () => {
    const error = apiError(400, {
      code: 'test.unknown',
      message: 'First name is required',
      field: 'firstName',
      issues: [
        { field: 'firstName', code: 'test.unknown', message: 'First name is required' },
        {
          field: 'username',
          code: 'test.unknown',
          message: 'Username must be at least 3 characters',
        },
        {
          field: 'username',
          code: 'test.unknown',
          message: 'Use letters, numbers, dots, dashes and underscores only (up to 40 characters)',
        },
      ],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'username', message: 'Username must be at least 3 characters' },
    ]);
  });

  it('ignores fields the form does not show', () => {
    const error = apiError(400, {
      code: 'test.unknown',
      message: 'Too long',
      field: 'businessName',
      issues: [{ field: 'businessName', code: 'test.unknown', message: 'Too long' }],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual([]);
  });

  it('finds nothing in an error that is not an answer from the API', () => {
    expect(serverFieldErrors(new TypeError('Failed to fetch'), FIELDS)).toEqual([]);
  });
});

describe('serverFieldErrors with aliases', () => {
  it('puts a server field the form names differently on the form field', () => {
    const error = apiError(400, {
      code: 'test.unknown',
      message: 'The discounted price cannot be higher than the original price',
      issues: [
        {
          field: 'discountedPrice',
          code: 'test.unknown',
          message: 'The discounted price cannot be higher than the original price',
        },
      ],
    });
    expect(serverFieldErrors(error, ['price'] as const, { discountedPrice: 'price' })).toEqual([
      { field: 'price', message: 'The discounted price cannot be higher than the original price' },
    ]);
  });
});
