/**
 * Text that keeps its own direction inside a sentence of the other one: a name, title or code
 * set into a translated string (where no <bdi> element can go, as in an attribute or a dialog's
 * description), between Unicode's first-strong isolate and pop-directional-isolate marks.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
