import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';
import { codeOfMessage } from './messages';

/*
 * Every message a person can read from the server must be in the catalogue (messages.ts), or it
 * reaches them in English whatever their language. This reads the sources of every service and
 * finds the words they write: each `new DomainError(code, message)` and each message a zod schema
 * gives inline (`.min(1, '…')`, `{ error: '…' }`, `{ message: '…' }`, `refine(…, '…')`). A message
 * built from values (`${…}`) must match one of the catalogue's templates.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = [
  'contracts',
  'command-service',
  'query-service',
  'platform',
  'projection-service',
  'standalone',
];

/** Zod methods whose string arguments are messages (a first regex or refine argument is not one). */
const ZOD_MESSAGE_METHODS = new Set([
  'min',
  'max',
  'length',
  'int',
  'regex',
  'email',
  'uuid',
  'url',
  'nonempty',
  'positive',
  'nonnegative',
  'negative',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'refine',
  'finite',
  'datetime',
  'date',
  'iso',
  'safe',
]);

/** Words only an operator reads (the configuration's checks at start-up), in English. */
const OPERATOR_ONLY = /^platform\/src\/config\//;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    // A `testing/` folder holds test support (fixtures, stand-in deciders): no person reads it.
    if (entry.isDirectory())
      return ['node_modules', 'testing'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface Found {
  readonly file: string;
  /** The text, with each `${…}` of a template replaced by a sample value. */
  readonly text: string;
}

/** A node of the syntax tree, as swc gives it. */
type Node = { readonly type?: string; readonly [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** The words of a message expression, when they can be read from the source. */
function wordsOf(node: Node | undefined, constants: Map<string, string>): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { cooked: string }[];
    return quasis.map((quasi) => quasi.cooked).join('7');
  }
  if (node.type === 'Identifier') return constants.get(node.value as string);
  if (node.type === 'ParenthesisExpression') return wordsOf(node.expression as Node, constants);
  return undefined;
}

const argumentsOf = (node: Node) =>
  ((node.arguments ?? []) as { expression: Node }[]).map((arg) => arg.expression);
const nameOf = (node: unknown) =>
  isNode(node) && node.type === 'Identifier' ? (node.value as string) : undefined;

function messagesIn(path: string): Found[] {
  const text = readFileSync(path, 'utf8');
  const program = parseSync(text, { syntax: 'typescript' }) as unknown as Node;
  const usesZod = /from 'zod'/.test(text);
  const file = relative(ROOT, path);
  const constants = new Map<string, string>();
  const all: Node[] = [];
  const gather = (node: Node) => {
    all.push(node);
    for (const child of children(node)) gather(child);
  };
  gather(program);
  // Constants first, wherever they are declared in the file.
  for (const node of all) {
    const name = node.type === 'VariableDeclarator' ? nameOf(node.id) : undefined;
    const init = node.init as Node | undefined;
    if (name && init && (init.type === 'StringLiteral' || init.type === 'TemplateLiteral'))
      constants.set(name, wordsOf(init, new Map()) ?? '');
  }
  const found: Found[] = [];
  const add = (node: Node | undefined) => {
    const words = wordsOf(node, constants);
    if (words !== undefined && !OPERATOR_ONLY.test(file)) found.push({ file, text: words });
  };
  for (const node of all) {
    if (node.type === 'NewExpression' && nameOf(node.callee) === 'DomainError')
      add(argumentsOf(node)[1]);
    if (!usesZod) continue;
    if (node.type === 'CallExpression' && isNode(node.callee)) {
      const method = nameOf(node.callee.property);
      if (node.callee.type === 'MemberExpression' && method && ZOD_MESSAGE_METHODS.has(method)) {
        const args = argumentsOf(node);
        for (const arg of method === 'regex' || method === 'refine' ? args.slice(1) : args)
          add(arg);
      }
    }
    // `z.string({ error })`, `refine(check, { message })`, `ctx.addIssue({ message })`.
    if (node.type === 'CallExpression')
      for (const arg of argumentsOf(node))
        if (arg.type === 'ObjectExpression')
          for (const property of (arg.properties ?? []) as Node[]) {
            const key = property.type === 'KeyValueProperty' ? nameOf(property.key) : undefined;
            if (key === 'error' || key === 'message') add(property.value as Node);
          }
  }
  return found;
}

const found = SOURCES.flatMap((source) => sourceFiles(join(ROOT, source, 'src'))).flatMap(
  messagesIn,
);

describe('the message catalogue covers the sources', () => {
  it('finds the messages of the sources (the scan itself works)', () => {
    const texts = found.map((each) => each.text);
    // One of each kind: a DomainError literal, a zod inline check, a template with values.
    expect(texts).toContain('This was already submitted.');
    expect(texts).toContain('Use a whole number from 1 to 100');
    expect(found.length).toBeGreaterThan(50);
  });

  it('holds every message a person can read, by its code', () => {
    const missing = found
      .filter((each) => !codeOfMessage(each.text))
      .map((each) => `${each.file}: ${each.text}`);
    expect(missing).toEqual([]);
  });
});
