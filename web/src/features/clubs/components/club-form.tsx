import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Club, type ClubInput, clubInput } from '@poolfoot/domain';
import { FormActions, useSchemaForm } from '../../../components/schema-form';
import { orMissing } from '../../../lib/forms';

export type ClubFormValues = {
  name: string;
  official_name: string;
  club_id: string;
  saison_id: number | string;
  transfermarkt_url: string;
};

export const emptyClub = (saisonId: number | ''): ClubFormValues => ({
  name: '',
  official_name: '',
  club_id: '',
  saison_id: saisonId,
  transfermarkt_url: '',
});

export const clubValues = (c: Club): ClubFormValues => ({
  name: c.name,
  official_name: c.official_name ?? '',
  club_id: c.club_id ?? '',
  saison_id: c.saison_id,
  transfermarkt_url: c.transfermarkt_url ?? '',
});

const toInput = (v: ClubFormValues) => ({ ...v, saison_id: orMissing(v.saison_id) });

/** A club's fields (SPEC.md §2, §5): name and season required, the market page must be a url. */
export function ClubForm(props: { initial: ClubFormValues; submitLabel: string; busy: boolean; onSubmit: (input: ClubInput) => void }) {
  const { form, submit } = useSchemaForm({ schema: clubInput, initial: props.initial, toInput: toInput, onSubmit: props.onSubmit });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nom" required maxLength={120} {...form.getInputProps('name')} />
          <TextInput label="Nom officiel" maxLength={200} {...form.getInputProps('official_name')} />
          <TextInput
            label="Identifiant du club sur le site de la Ligue"
            description="Facultatif ; sert de clé aux imports"
            maxLength={64}
            {...form.getInputProps('club_id')}
          />
          <NumberInput label="Saison" required min={1} allowDecimal={false} {...form.getInputProps('saison_id')} />
        </SimpleGrid>
        <TextInput
          label="URL de la page du club sur Transfermarkt"
          type="url"
          placeholder="https://www.transfermarkt.fr/…"
          maxLength={500}
          {...form.getInputProps('transfermarkt_url')}
        />
        <FormActions cancelTo="/admin/clubs/list" busy={props.busy} submitLabel={props.submitLabel} />
      </Stack>
    </form>
  );
}
