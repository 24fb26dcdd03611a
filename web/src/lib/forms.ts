import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api';
import { toast } from './notify';

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
function useRedirectLater(delayMs = 1000) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
  return { go: setTarget, pending: target !== null };
}

/**
 * A form's save (SPEC.md §9): the answer's message (else `done`) in a toast, then, 1 s later, the page moves on to `to`;
 * a refusal in a warning toast. `then(done, to)` is the mutation's second argument; `pending` holds from the success
 * until the page moves on (the form stays busy).
 */
export function useSaveThenGo() {
  const redirect = useRedirectLater();
  const then = (done: string, to: string) => ({
    onSuccess: (res: { message?: string | undefined }) => {
      toast.success(res.message ?? done);
      redirect.go(to);
    },
    onError: (err: unknown) => toast.warning(errorMessage(err)),
  });
  return { then, pending: redirect.pending };
}

/** A form whose fields a refusal may name (Mantine's useForm). */
export type FieldsForm = { values: object; setErrors: (errors: Record<string, string>) => void };

/** Whether a failure is a refused input whose every named field is the form's (then shown beside them). */
export const isFieldRefusal = (form: FieldsForm, err: unknown): err is ApiError =>
  err instanceof ApiError && Object.keys(err.fields).length > 0 && Object.keys(err.fields).every((f) => f in form.values);

/** Shows a refused input beside the form's fields when it names only them; answers whether it did (else say it otherwise). */
export function showFieldRefusal(form: FieldsForm, err: unknown): boolean {
  if (!isFieldRefusal(form, err)) return false;
  form.setErrors(err.fields);
  return true;
}
