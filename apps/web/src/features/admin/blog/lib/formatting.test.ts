import { describe, expect, it } from 'vitest';
import { applyFormatting, FORMATTINGS } from './formatting';

const byId = (id: string) => FORMATTINGS.find((formatting) => formatting.id === id)!;

describe('applyFormatting', () => {
  it('wraps the selected text and keeps it selected', () => {
    const result = applyFormatting('Hola mundo', 5, 10, byId('bold'));
    expect(result.text).toBe('Hola <strong>mundo</strong>');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('mundo');
  });

  it('inserts a placeholder when nothing is selected', () => {
    const result = applyFormatting('Inicio ', 7, 7, byId('heading'));
    expect(result.text).toBe('Inicio <h2>Subtítulo</h2>\n');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('Subtítulo');
  });
});
