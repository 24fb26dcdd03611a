import type { z } from 'zod';

/** The first message of each field a schema refuses, as a form's errors (the server's own texts). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** An empty form field counts as missing (so the 'requis' message shows, not a range one). */
export const orMissing = <T>(v: T | '') => (v === '' ? undefined : v);
