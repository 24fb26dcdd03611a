import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Club, type Matchlfp, type MatchlfpUpdate, matchlfpUpdate, utcToParisLocal } from '@poolfoot/domain';
import { Link } from 'react-router';
import { fieldErrors, orMissing } from '../../../lib/forms';

type Values = { home_club_id: string; away_club_id: string; date: string; heure: string; postponed: boolean; kickoff_unknown: boolean };

const toInput = (id: number, v: Values) => ({
  id,
  home_club_id: orMissing(v.home_club_id),
  away_club_id: orMissing(v.away_club_id),
  date: v.date,
  heure: v.heure,
  postponed: v.postponed,
  kickoff_unknown: v.kickoff_unknown,
});

/** The clubs of the match's season as select options, by name, after an empty choice. */
function clubOptions(clubs: Club[], saisonId: number) {
  const options = clubs
    .filter((c) => c.saison_id === saisonId)
    .map((c) => ({ value: String(c.id), label: c.official_name ?? c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  return [{ value: '', label: 'Choisir un club' }, ...options];
}

/**
 * Home club, away club and the kickoff as a Paris date and time; whether its time is still to be
 * confirmed (it then locks no lineup) and whether it is postponed (its matchday no longer waits for it).
 */
export function MatchForm(props: { match: Matchlfp; clubs: Club[]; busy: boolean; onSubmit: (input: MatchlfpUpdate) => void }) {
  const { match } = props;
  const form = useForm<Values>({
    initialValues: {
      home_club_id: String(match.home_club_id),
      away_club_id: String(match.away_club_id),
      ...utcToParisLocal(new Date(match.kickoff_at)),
      postponed: match.postponed,
      kickoff_unknown: match.kickoff_unknown,
    },
    validate: (values) => fieldErrors(matchlfpUpdate, toInput(match.id, values)),
  });
  const options = clubOptions(props.clubs, match.saison_id);
  const submit = form.onSubmit((values) => props.onSubmit(matchlfpUpdate.parse(toInput(match.id, values))));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect label="Équipe à domicile" required data={options} {...form.getInputProps('home_club_id')} />
          <NativeSelect label="Équipe à l'extérieur" required data={options} {...form.getInputProps('away_club_id')} />
          <TextInput label="Date du coup d'envoi" description="Heure de Paris" type="date" required {...form.getInputProps('date')} />
          <TextInput label="Heure du coup d'envoi" description="Heure de Paris" type="time" required {...form.getInputProps('heure')} />
        </SimpleGrid>
        <Checkbox
          label="Horaire à confirmer"
          description="La LFP n'a pas encore fixé l'heure : seule la date compte, aucune compo n'est verrouillée par ce match."
          {...form.getInputProps('kickoff_unknown', { type: 'checkbox' })}
        />
        <Checkbox
          label="Match reporté"
          description="La journée n'attend plus ce match pour être terminée."
          {...form.getInputProps('postponed', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button component={Link} to={`/admin/matchs/list?journee=${match.numjournee}`} variant="default">
            Annuler
          </Button>
          <Button type="submit" loading={props.busy}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
