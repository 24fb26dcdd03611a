import { Code, Stack, Text } from '@mantine/core';
import { AdminHeader } from '../../../components/admin-list';
import { JsonImport } from '../../../components/json-import';
import { useImportClubs } from '../api';

/** /admin/clubs/import: clubs from a JSON file, created or updated by their league id (club_id). */
export default function ClubsImportPage() {
  const importClubs = useImportClubs();
  return (
    <Stack>
      <AdminHeader title="Import des clubs" back={{ to: '/admin/clubs', label: 'Clubs' }} />
      <Text size="sm" c="dimmed">
        Une liste JSON de clubs (<Code>name</Code>, <Code>club_id</Code>, <Code>official_name</Code>, <Code>transfermarkt_url</Code>,{' '}
        <Code>saison_id</Code> facultatif : la saison en cours). Un club déjà connu (même <Code>club_id</Code>) est mis à jour.
      </Text>
      <JsonImport noun="clubs" listKey="clubs" onSend={(clubs) => importClubs.mutateAsync({ clubs })} />
    </Stack>
  );
}
