import type { z } from 'zod';

type Issue = { path?: PropertyKey[]; instancePath?: string; message?: string };

const fieldOf = (issue: Issue) => {
  if (issue.path?.length) return String(issue.path[0]);
  return (
    String(issue.instancePath ?? '')
      .replace(/^\//, '')
      .split('/')[0] || 'non_field_errors'
  );
};

/** The DRF-style field map with the first message of each field: `{field: [message]}`. */
export function firstMessages(issues: readonly Issue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= [issue.message ?? 'Valor inválido'];
  return fields;
}

export const zodFieldErrors = (error: z.ZodError) => firstMessages(error.issues);

/** From a route's attached validation error (`attachValidation: true`). */
export function validationFieldErrors(error: Error & { validation?: unknown }): Record<string, string[]> {
  return firstMessages(Array.isArray(error.validation) ? (error.validation as Issue[]) : []);
}
