/**
 * A list page's first page of items as the API answered it, carried in the page's HTML where the
 * server rendered the list into it (docs/decisions/0032): the app starts from it rather than
 * asking again, and draws the cards the visitor already sees.
 */
export interface FirstListAnswer {
  /** The request it answers, exactly as the app makes it. */
  readonly url: string;
  readonly body: unknown;
  /** Its list headers (x-total-count, x-total-count-more), where it had them. */
  readonly headers: Readonly<Record<string, string>>;
  /** When the server read it, in milliseconds since the epoch: the list is as fresh as that. */
  readonly readAt: number;
}

/** Named in src/main.ts too, which imports nothing of the app. */
const ELEMENT_ID = 'first-list';

/** The answer as an element of the page's markup: JSON, which the browser does not run. */
export function firstListElement(answer: FirstListAnswer): string {
  // Every `<` escaped: a title holding "</script>" cannot end the element.
  const json = JSON.stringify(answer).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/**
 * The answer the page's HTML carries, taken once: none where the page's prerender was set aside
 * (another language is due, or someone may be signed in, whose list is their own).
 */
export function takeFirstListAnswer(): FirstListAnswer | undefined {
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  if (document.documentElement.classList.contains('prerender-stale')) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as FirstListAnswer;
  } catch {
    return undefined;
  }
}
