import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { POSTE_LABELS, POSTES, type TeamPlayer } from '@poolfoot/domain';

export const joueurName = (p: { prenom: string | null; nom: string }) => (p.prenom ? `${p.prenom} ${p.nom}` : p.nom);

/** A team's players grouped by position (GB, DC, DL, MC, MO, AT): name, club, position. */
export function TeamJoueurs({ joueurs }: { joueurs: readonly TeamPlayer[] }) {
  return (
    <Stack gap="md">
      {POSTES.map((poste) => {
        const duPoste = joueurs.filter((p) => p.poste === poste);
        if (duPoste.length === 0) return null;
        return (
          <section key={poste} aria-label={POSTE_LABELS[poste]}>
            <Title order={4} size="h5" mb={4}>
              {POSTE_LABELS[poste]} ({duPoste.length})
            </Title>
            <Stack gap={4}>
              {duPoste.map((p) => (
                <Group key={p.joueur_id} justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <Badge variant="light" w={40} px={0}>
                      {p.poste}
                    </Badge>
                    <Text fw={600} truncate>
                      {joueurName(p)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" ta="right" truncate>
                    {p.club_official_name ?? p.club_name}
                  </Text>
                </Group>
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
