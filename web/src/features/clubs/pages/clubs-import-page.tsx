import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { BackButton } from '../../../components/back-button';
import { JsonImport } from '../../../components/json-import';
import { useImportClubs } from '../api';

/** /admin/clubs/import: clubs from a JSON file, created or updated by their league id (club_id). */
export default function ClubsImportPage() {
  const importClubs = useImportClubs();
  return (
    <Stack>
      <Group gap="xs">
        <BackButton to="/admin/clubs" label="Clubs" />
        <Title order={1}>Import des clubs</Title>
      </Group>
      <Text size="sm" c="dimmed">
        Une liste JSON de clubs (<Code>name</Code>, <Code>club_id</Code>, <Code>official_name</Code>, <Code>transfermarkt_url</Code>,{' '}
        <Code>saison_id</Code> facultatif : la saison en cours). Un club déjà connu (même <Code>club_id</Code>) est mis à jour.
      </Text>
      <JsonImport noun="clubs" listKey="clubs" onSend={(rows) => importClubs.mutateAsync(rows)} />
    </Stack>
  );
}
