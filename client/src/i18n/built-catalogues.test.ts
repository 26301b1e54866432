import { describe, expect, it } from 'vitest';
import { inlineMacroImports, type ValuesOf } from '../../inline-macro-imports';

const sources = import.meta.glob<string>('./locales/*/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The module as the tests run it: the values the build reads too. */
const valuesOf: ValuesOf = (specifier) => import(/* @vite-ignore */ specifier);

describe.each(Object.keys(sources))('the catalogue %s, as built', (path) => {
  it('imports nothing: words from contracts come as plain strings, without zod', async () => {
    const built = await inlineMacroImports(sources[path] ?? '', valuesOf);
    // A type import is gone once compiled: only a value import would bring a module along.
    expect(built).not.toMatch(/^import\s+(?!type\s)/m);
  });
});

describe('a macro import', () => {
  const values: ValuesOf = async () => ({
    LABELS: { a: 'A', b: ['B', 1, true, null] },
    OTHER: 'other',
    check: () => true,
  });

  it('becomes constants holding the values, under the names the file uses', async () => {
    const code = [
      "import { LABELS, OTHER as WORD } from 'somewhere' with {",
      "  type: 'macro',",
      '};',
      'export default { LABELS, WORD };',
    ].join('\n');
    expect(await inlineMacroImports(code, values)).toBe(
      [
        'const LABELS = {"a":"A","b":["B",1,true,null]};',
        'const WORD = "other";',
        'export default { LABELS, WORD };',
      ].join('\n'),
    );
  });

  it('leaves an ordinary import as it is', async () => {
    const code = "import { LABELS } from 'somewhere';\nexport default LABELS;";
    expect(await inlineMacroImports(code, values)).toBe(code);
  });

  it('refuses a value that is not plain data', async () => {
    const code = "import { check } from 'somewhere' with { type: 'macro' };";
    await expect(inlineMacroImports(code, values)).rejects.toThrow('not plain data');
  });
});
