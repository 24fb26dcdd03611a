import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { fieldErrors } from '../lib/forms';

/**
 * An admin form checked by the contract's own schema: the fields show its first message each, and a valid
 * form hands the parsed input (what the call will receive) to onSubmit.
 */
export function useSchemaForm<V extends Record<string, unknown>, S extends z.ZodType>(props: {
  schema: S;
  initial: V;
  toInput: (values: V) => unknown;
  onSubmit: (input: z.output<S>) => void;
}) {
  const form = useForm<V>({ initialValues: props.initial, validate: (values) => fieldErrors(props.schema, props.toInput(values)) });
  const submit = form.onSubmit((values) => props.onSubmit(props.schema.parse(props.toInput(values))));
  return { form, submit };
}

/** A form's buttons: cancel (back to the list) and submit. */
export function FormActions(props: { cancelTo: string; busy: boolean; submitLabel: string }) {
  return (
    <Group justify="flex-end">
      <Button component={Link} to={props.cancelTo} variant="default">
        Annuler
      </Button>
      <Button type="submit" loading={props.busy}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
