import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { BackButton } from '../../../components/back-button';
import { JsonImport } from '../../../components/json-import';
import { useImportJoueurs } from '../api';

/** /admin/joueurs/import: players from a JSON file, created or updated by lfp_id. */
export default function JoueursImportPage() {
  const importJoueurs = useImportJoueurs();
  return (
    <Stack>
      <Group gap="xs">
        <BackButton to="/admin/joueurs" label="Joueurs" />
        <Title order={1}>Import des joueurs</Title>
      </Group>
      <Text size="sm" c="dimmed">
        Une liste JSON de joueurs (<Code>nom</Code>, <Code>prenom</Code>, <Code>surnom</Code>, <Code>lfp_id</Code>,{' '}
        <Code>short_opta_id</Code>, <Code>club_id</Code> : l'ID du club dans la liste des clubs, <Code>poste</Code>, <Code>numero</Code>,{' '}
        <Code>saison_id</Code> facultatif : la saison en cours). Un joueur déjà connu (même <Code>lfp_id</Code>) est mis à jour ; un poste
        corrigé à la main est conservé.
      </Text>
      <JsonImport noun="joueurs" listKey="joueurs" onSend={(rows) => importJoueurs.mutateAsync(rows)} />
    </Stack>
  );
}
