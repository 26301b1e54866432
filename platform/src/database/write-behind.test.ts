import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { quoted } from './write-behind';

describe('a string written as a literal', () => {
  it.each([
    'plain',
    '',
    "it's",
    "''",
    'back\\slash',
    "both \\' at once",
    '{"a\\"b",NULL}',
    'خبز عربي',
    '\\',
  ])('is written as the driver writes it: %j', (value) => {
    expect(quoted(value)).toBe(pg.escapeLiteral(value));
  });
});
