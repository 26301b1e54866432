/** `import { A, B as C } from 'module' with { type: 'macro' };`, on one line or several. */
const MACRO_IMPORT =
  /^import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2\s*with\s*\{\s*type:\s*(['"])macro\4\s*,?\s*\};?[ \t]*$/gm;

/** The named values a module gives, as it would be run. */
export type ValuesOf = (specifier: string) => Promise<Record<string, unknown>>;

/** Strings, numbers, booleans and null, in arrays and plain objects: what JSON carries whole. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return (
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every(isPlainData)
  );
}

/**
 * Puts each name a macro import brings in its place, as a constant of the value the module gives
 * it now: what the browser gets is the words, not the module that holds them (and what that
 * module imports). A value JSON cannot carry whole (a function, a Map, undefined) stops the build.
 */
export async function inlineMacroImports(code: string, valuesOf: ValuesOf): Promise<string> {
  let inlined = code;
  for (const [statement, names = '', , specifier = ''] of code.matchAll(MACRO_IMPORT)) {
    const values = await valuesOf(specifier);
    const constants = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => {
        const [imported = '', local = imported] = name.split(/\s+as\s+/);
        const value = values[imported];
        if (!isPlainData(value))
          throw new Error(`${imported} from ${specifier} is not plain data: it cannot be inlined`);
        return `const ${local} = ${JSON.stringify(value)};`;
      });
    inlined = inlined.replace(statement, constants.join('\n'));
  }
  return inlined;
}
