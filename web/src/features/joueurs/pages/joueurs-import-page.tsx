import { Code, Stack, Text } from '@mantine/core';
import { AdminHeader } from '../../../components/admin-list';
import { JsonImport } from '../../../components/json-import';
import { useImportJoueurs } from '../api';

/** /admin/joueurs/import: players from a JSON file, created or updated by lfp_id. */
export default function JoueursImportPage() {
  const importJoueurs = useImportJoueurs();
  return (
    <Stack>
      <AdminHeader title="Import des joueurs" back={{ to: '/admin/joueurs', label: 'Joueurs' }} />
      <Text size="sm" c="dimmed">
        Une liste JSON de joueurs (<Code>nom</Code>, <Code>prenom</Code>, <Code>surnom</Code>, <Code>lfp_id</Code>,{' '}
        <Code>short_opta_id</Code>, <Code>club_id</Code> : l'ID du club dans la liste des clubs, <Code>poste</Code>, <Code>numero</Code>,{' '}
        <Code>saison_id</Code> facultatif : la saison en cours). Un joueur déjà connu (même <Code>lfp_id</Code>) est mis à jour ; un poste
        corrigé à la main est conservé.
      </Text>
      <JsonImport noun="joueurs" listKey="joueurs" onSend={(joueurs) => importJoueurs.mutateAsync({ joueurs })} />
    </Stack>
  );
}
