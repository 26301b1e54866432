import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confirmHandoverPayloadSchema,
  fromFils,
  platformFee,
  platformFeePercentSchema,
  REQUEST_MESSAGES,
  toFils,
} from './requests';

describe('AED amounts as whole fils', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['7', 700],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 3.20 ', 320],
    ['99999999.99', 9_999_999_999],
  ])('reads %j as %i fils', (amount, fils) => {
    expect(toFils(amount)).toBe(fils);
  });

  it.each(['', '1.234', '-1', '1.', '.5', '1e3', 'abc', '1,50', 'AED 5'])(
    'refuses %j, which is not an amount',
    (amount) => {
      expect(() => toFils(amount)).toThrow(/Not an AED amount/);
    },
  );

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [100, '1.00'],
    [123_456, '1234.56'],
  ])('writes %i fils as %j', (fils, amount) => {
    expect(fromFils(fils)).toBe(amount);
  });

  it('reads back what it writes, for any amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9_999_999_999 }), (fils) => {
        expect(toFils(fromFils(fils))).toBe(fils);
      }),
    );
  });
});

describe('the platform fee on a sale', () => {
  it.each([
    { price: '9.99', percent: 4.5, rate: '0.0450', fee: '0.45' },
    { price: '12.50', percent: 5, rate: '0.0500', fee: '0.63' },
    { price: '0.10', percent: 3, rate: '0.0300', fee: '0.00' },
    { price: '0.10', percent: 5, rate: '0.0500', fee: '0.01' },
    { price: '0.00', percent: 5, rate: '0.0500', fee: '0.00' },
    { price: '100', percent: 3.33, rate: '0.0333', fee: '3.33' },
    { price: '19.99', percent: 4.99, rate: '0.0499', fee: '1.00' },
    { price: '99999999.99', percent: 5, rate: '0.0500', fee: '5000000.00' },
  ])('takes $fee of $price at $percent% (rate $rate)', ({ price, percent, rate, fee }) => {
    expect(platformFee(price, percent)).toEqual({ rate, fee });
  });

  it('rounds an exact half fil up, and anything below it down', () => {
    // 5% of 0.30 is 1.5 fils; 3% of 0.50 is 1.5 fils; 3% of 0.49 is 1.47 fils.
    expect(platformFee('0.30', 5).fee).toBe('0.02');
    expect(platformFee('0.50', 3).fee).toBe('0.02');
    expect(platformFee('0.49', 3).fee).toBe('0.01');
  });

  it('is the exact fee rounded half up to the fil, for any price and rate', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 9_999_999_999 }),
        fc.integer({ min: 300, max: 500 }),
        (fils, basisPoints) => {
          // Exact in integers: fee = fils × bp / 10000, half up ⇔ floor((2·fils·bp + 10000) / 20000).
          const exact = (2n * BigInt(fils) * BigInt(basisPoints) + 10_000n) / 20_000n;
          const { fee, rate } = platformFee(fromFils(fils), basisPoints / 100);
          expect(BigInt(toFils(fee))).toBe(exact);
          expect(rate).toBe(`0.0${basisPoints}`);
        },
      ),
    );
  });
});

describe('the configured fee percent', () => {
  it('accepts 3 to 5 percent, from a number or an environment string', () => {
    expect(platformFeePercentSchema.parse('4.5')).toBe(4.5);
    expect(platformFeePercentSchema.parse(3)).toBe(3);
    expect(platformFeePercentSchema.parse(5)).toBe(5);
  });

  it('refuses less than 3 or more than 5 percent', () => {
    expect(platformFeePercentSchema.safeParse(2.99).success).toBe(false);
    expect(platformFeePercentSchema.safeParse('5.01').success).toBe(false);
    expect(platformFeePercentSchema.safeParse('five').success).toBe(false);
  });
});

describe('the pickup code the donor types', () => {
  it('ignores the spaces and dashes a person types between the digits', () => {
    for (const typed of ['482913', '482 913', '482-913', ' 48 29 13 '])
      expect(confirmHandoverPayloadSchema.parse({ pickupCode: typed })).toEqual({
        pickupCode: '482913',
      });
  });

  it('asks for the 6-digit code when it is missing, short, long or not digits', () => {
    for (const body of [
      {},
      { pickupCode: '48291' },
      { pickupCode: '4829134' },
      { pickupCode: 'abcdef' },
    ]) {
      const result = confirmHandoverPayloadSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REQUEST_MESSAGES.pickupCodeFormat);
      expect(result.error?.issues[0]?.path).toEqual(['pickupCode']);
    }
  });
});
