/**
 * The page's first public answers, sent inside its HTML by the server (apps/server/src/lib/page-hints.ts,
 * docs/decisions/037): the anonymous answers of the calls the page makes on its first render, so a
 * visitor's first paint waits for no API round trip. Each is used once, by a GET of that exact URL
 * made without a session, within the first seconds of the page; anything later asks the server.
 */

/** After this long (ms since the page started loading) the HTML's answers are not used any more. */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById('first-answers');
  if (element?.textContent) {
    try {
      for (const [url, body] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>))
        answers.set(url, body);
    } catch {
      // A broken script element only means the calls go to the server.
    }
    element.remove();
  }
  return answers;
}

/** The answer the HTML carried for this URL, at most once; undefined when there is none (or too late). */
export function takeFirstAnswer(url: string): unknown {
  if (typeof document === 'undefined' || performance.now() > FIRST_ANSWERS_MAX_AGE_MS) return undefined;
  const known = load();
  if (!known.has(url)) return undefined;
  const body = known.get(url);
  known.delete(url);
  return body;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetFirstAnswers() {
  answers = undefined;
}
