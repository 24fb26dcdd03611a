import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Joueur, type JoueurInput, joueurInput, type Poste, POSTE_LABELS } from '@poolfoot/domain';
import { FormActions, useSchemaForm } from '../../../components/schema-form';
import { orMissing } from '../../../lib/forms';

export type JoueurFormValues = {
  nom: string;
  prenom: string;
  surnom: string;
  lfp_id: string;
  short_opta_id: string;
  club_id: string | null;
  poste: string | null;
  numero: number | string;
  saison_id: number | string;
};

export const emptyJoueur = (saisonId: number | ''): JoueurFormValues => ({
  nom: '',
  prenom: '',
  surnom: '',
  lfp_id: '',
  short_opta_id: '',
  club_id: null,
  poste: null,
  numero: '',
  saison_id: saisonId,
});

export const joueurValues = (j: Joueur): JoueurFormValues => ({
  nom: j.nom,
  prenom: j.prenom ?? '',
  surnom: j.surnom ?? '',
  lfp_id: j.lfp_id,
  short_opta_id: j.short_opta_id,
  club_id: String(j.club_id),
  poste: j.poste,
  numero: j.numero ?? '',
  saison_id: j.saison_id,
});

const toInput = (v: JoueurFormValues) => ({
  ...v,
  club_id: v.club_id ?? undefined,
  poste: v.poste ?? undefined,
  numero: v.numero === '' ? null : v.numero,
  saison_id: orMissing(v.saison_id),
});

/**
 * A player's fields (SPEC.md §2, §5): nom, lfp_id, short_opta_id, club, poste and saison required;
 * prenom, surnom and numero optional.
 */
export function JoueurForm(props: {
  initial: JoueurFormValues;
  clubs: { id: number; name: string }[];
  postes: Poste[];
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  onSubmit: (input: JoueurInput) => void;
}) {
  const { form, submit } = useSchemaForm({ schema: joueurInput, initial: props.initial, toInput: toInput, onSubmit: props.onSubmit });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nom" required maxLength={120} {...form.getInputProps('nom')} />
          <TextInput label="Prénom" maxLength={120} {...form.getInputProps('prenom')} />
          <TextInput label="Surnom" maxLength={120} {...form.getInputProps('surnom')} />
          <NumberInput label="Numéro" min={0} max={999} allowDecimal={false} allowNegative={false} {...form.getInputProps('numero')} />
          <TextInput
            label="lfp_id"
            description="Identifiant du joueur à la Ligue"
            required
            maxLength={64}
            {...form.getInputProps('lfp_id')}
          />
          <TextInput
            label="short_opta_id"
            description="Identifiant Opta"
            required
            maxLength={64}
            {...form.getInputProps('short_opta_id')}
          />
          <Select
            label="Club"
            required
            searchable
            nothingFoundMessage="Aucun club"
            data={props.clubs.map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('club_id')}
          />
          <Select
            label="Poste"
            required
            data={props.postes.map((p) => ({ value: p, label: `${p} – ${POSTE_LABELS[p]}` }))}
            {...form.getInputProps('poste')}
          />
          <NumberInput label="Saison" required min={1} allowDecimal={false} {...form.getInputProps('saison_id')} />
        </SimpleGrid>
        <FormActions cancelTo={props.cancelTo} busy={props.busy} submitLabel={props.submitLabel} />
      </Stack>
    </form>
  );
}
