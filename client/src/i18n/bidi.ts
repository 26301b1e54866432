/**
 * Text that keeps its own direction inside a sentence of the other one: a name, title or code
 * set into a translated string (where no <bdi> element can go, as in an attribute or a dialog's
 * description), between Unicode's first-strong isolate and pop-directional-isolate marks.
 * Only a right-to-left page needs them; a left-to-right one keeps its text as it is.
 */
export function isolate(text: string): string {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return rtl ? `\u2068${text}\u2069` : text;
}
