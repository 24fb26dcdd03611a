import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { MERCATO_MSG, MSG, pts } from '@poolfoot/domain';
import { useLastSeasonYears } from '../../game';
import type { Candidate } from '../lib';
import { fullName } from '../lib';

const UNAVAILABLE: Record<Exclude<Candidate['status'], 'available'>, string> = {
  taken: MSG.takenShort,
  club: MERCATO_MSG.clubFullShort,
};

/**
 * The candidates of /mercato/choix: a button each, with this season's points and, below, last season's total;
 * unavailable ones greyed with the reason.
 */
export function CandidateList({
  rows,
  disabled,
  onChoose,
}: {
  rows: readonly Candidate[];
  disabled: boolean;
  onChoose: (id: number) => void;
}) {
  const lastSeason = useLastSeasonYears();
  if (rows.length === 0) return <Text c="dimmed">{MSG.noPlayerForSlot}</Text>;
  return (
    <Stack gap={6}>
      {rows.map(({ joueur, status, points }) => {
        const available = status === 'available';
        return (
          <Button
            key={joueur.id}
            variant={available ? 'default' : 'subtle'}
            color={available ? undefined : 'gray'}
            disabled={!available || disabled}
            onClick={() => onChoose(joueur.id)}
            justify="space-between"
            fullWidth
            h="auto"
            py={8}
            styles={{ label: { width: '100%', whiteSpace: 'normal' } }}
            aria-label={`${fullName(joueur)}, ${joueur.club_name}, ${pts(points)} cette saison${available ? '' : `, ${UNAVAILABLE[status]}`}`}
            data-status={status}
            data-name={fullName(joueur)}
          >
            <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
              <div style={{ textAlign: 'left', minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {fullName(joueur)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {joueur.club_name}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                {!available && (
                  <Badge color="gray" variant="light">
                    {UNAVAILABLE[status]}
                  </Badge>
                )}
                <div style={{ textAlign: 'right' }}>
                  <Text size="sm" fw={600}>
                    {pts(points)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {lastSeason} : {pts(joueur.total)}
                  </Text>
                </div>
              </Group>
            </Group>
          </Button>
        );
      })}
    </Stack>
  );
}
