import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_MSG, type AccountLeague, isAdmin, LIGUES_MSG } from '@poolfoot/domain';
import { Section } from './section';

/** The leagues I am in: my role in each, and the one my session acts in. */
export function LeaguesCard({ leagues }: { leagues: AccountLeague[] }) {
  return (
    <Section title={ACCOUNT_MSG.leaguesTitle}>
      {leagues.length === 0 ? (
        <Text c="dimmed">{ACCOUNT_MSG.noLeague}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {leagues.map((l) => (
            <Card key={l.id} withBorder padding="sm" component="li" aria-label={l.nom}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {l.nom}
                </Text>
                <Group gap="xs">
                  {l.current && <Badge color="green">{ACCOUNT_MSG.activeLeague}</Badge>}
                  <Badge variant="light">{isAdmin(l.role) ? LIGUES_MSG.roleAdmin : LIGUES_MSG.rolePooler}</Badge>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Section>
  );
}
