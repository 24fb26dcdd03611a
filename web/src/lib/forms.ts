import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

/** The first message of each field a schema refuses, as a form's errors (the contract's own texts). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/** An empty form field counts as missing (so the 'requis' message shows). */
export const orMissing = <T>(v: T | '') => (v === '' ? undefined : v);

/** SPEC.md §9: after a successful save the page moves on after 1 s. Call `go(path)` on success. */
export function useRedirectLater(delayMs = 1000) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
  return { go: setTarget, pending: target !== null };
}
