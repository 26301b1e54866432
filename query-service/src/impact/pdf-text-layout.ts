import bidiFactory from 'bidi-js';

/**
 * Lines of mixed Arabic and Latin text in the order the eye reads them (docs/decisions/0023).
 * pdfkit shapes Arabic (joining forms, lam-alef) through fontkit but lays a line out left to right;
 * here the Unicode Bidirectional Algorithm (bidi-js) gives each character its level, a line is cut
 * into pieces (right-to-left runs word by word, left-to-right runs whole) and the pieces are put in
 * visual order (rule L2), so each is drawn at its own place.
 */
const bidi = bidiFactory();

export interface Piece {
  readonly text: string;
  readonly rtl: boolean;
}

export function visualPieces(text: string, rtl: boolean): Piece[] {
  const embedding = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  // By UTF-16 index, as the levels are.
  const chars = text.split('').map((char, index) => mirrored.get(index) ?? char);
  const logical: { text: string; level: number }[] = [];
  let start = 0;
  for (let index = 1; index <= chars.length; index++) {
    if (index < chars.length && levels[index] === levels[start]) continue;
    const level = levels[start] ?? 0;
    const run = chars.slice(start, index).join('');
    // A right-to-left run goes word by word: each word is shaped alone and placed from the right.
    if (level % 2 === 1)
      for (const part of run.split(/( +)/)) {
        if (part) logical.push({ text: part, level });
      }
    else logical.push({ text: run, level });
    start = index;
  }
  let order = logical;
  const highest = Math.max(0, ...order.map((piece) => piece.level));
  for (let level = highest; level >= 1; level--) {
    const next: typeof order = [];
    for (let index = 0; index < order.length; ) {
      if ((order[index]?.level ?? 0) < level) {
        next.push(order[index] as (typeof order)[number]);
        index++;
        continue;
      }
      let end = index;
      while (end < order.length && (order[end]?.level ?? 0) >= level) end++;
      next.push(...order.slice(index, end).reverse());
      index = end;
    }
    order = next;
  }
  return order
    .map((piece) => ({ text: piece.text.replace(INVISIBLE, ''), rtl: piece.level % 2 === 1 }))
    .filter((piece) => piece.text.length > 0);
}

/** Direction marks and isolates steer the algorithm; they are never drawn. */
const INVISIBLE = /[\u200e\u200f\u2066-\u2069]/g;

/** A value that reads left to right inside a right-to-left sentence (a date, an id, a range). */
export const isolate = (value: string): string => `\u2066${value}\u2069`;

/** Words of a paragraph in lines no wider than `width`, as `measure` measures them. */
export function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
