import { NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { JOURNEE_STATUS_LABELS, JOURNEE_STATUSES, type JourneeInput, journeeInput } from '@poolfoot/domain';
import { formatDateTime } from '../../../lib/format';
import { FormActions, useSchemaForm } from '../../../components/schema-form';
import { orMissing } from '../../../lib/forms';

export type JourneeFormValues = {
  numjournee: number | string;
  date: string;
  heure: string;
  saison_id: number | string;
  status: string;
};

const STATUS_OPTIONS = JOURNEE_STATUSES.map((s) => ({ value: String(s), label: `${s} – ${JOURNEE_STATUS_LABELS[s]}` }));

/** The form's values as the call's input (empty fields missing, so the schema says 'requis'). */
const toJourneeInput = (v: JourneeFormValues) => ({
  numjournee: orMissing(v.numjournee),
  date: v.date,
  heure: v.heure,
  saison_id: orMissing(v.saison_id),
  status: v.status,
});

/**
 * A matchday's fields (SPEC.md §5: numjournee, date, heure and saison required; start_at shown, never
 * edited; the status is set by hand). Date and time are Paris local time.
 */
export function JourneeForm(props: {
  initial: JourneeFormValues;
  startAt: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: JourneeInput) => void;
}) {
  const { form, submit } = useSchemaForm({
    schema: journeeInput,
    initial: props.initial,
    toInput: toJourneeInput,
    onSubmit: props.onSubmit,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput label="Numéro de journée" required min={1} max={60} allowDecimal={false} {...form.getInputProps('numjournee')} />
          <NumberInput label="Saison" required min={1} allowDecimal={false} {...form.getInputProps('saison_id')} />
          <TextInput label="Date" description="Heure de Paris" type="date" required {...form.getInputProps('date')} />
          <TextInput label="Heure" description="Heure de Paris" type="time" required {...form.getInputProps('heure')} />
          <NativeSelect label="Statut" data={STATUS_OPTIONS} {...form.getInputProps('status')} />
          <TextInput
            label="Début (start_at)"
            description="Calculé à partir de la date et de l'heure"
            disabled
            value={props.startAt ? formatDateTime(props.startAt) : '—'}
            readOnly
          />
        </SimpleGrid>
        <FormActions cancelTo="/admin/journees/list" busy={props.busy} submitLabel={props.submitLabel} />
      </Stack>
    </form>
  );
}
