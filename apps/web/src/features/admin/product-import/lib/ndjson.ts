/**
 * Splits a stream of text chunks into NDJSON values: `push` returns the complete lines' values so far,
 * `end` the last one if the stream did not end with a line break. Blank lines are skipped.
 */
export function ndjsonSplitter<T>() {
  let pending = '';
  const parse = (lines: string[]) => lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as T);
  return {
    push(chunk: string): T[] {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      return parse(lines);
    },
    end(): T[] {
      const rest = pending;
      pending = '';
      return parse([rest]);
    },
  };
}
