import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Past this, a file of the command side (a test too) is asking to be split by concern. */
const MAX_LINES = 250;

const source = import.meta.dirname;

function linesOf(path: string): number {
  const text = readFileSync(path, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('the command side’s files', () => {
  it(`are each at most ${MAX_LINES} lines long`, () => {
    const tooLong = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => ({ file, lines: linesOf(join(source, file)) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
