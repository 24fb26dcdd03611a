import { ActionIcon, Badge, Card, ScrollArea, Table, Text, Title, Tooltip } from '@mantine/core';
import {
  AUTOPILOT_MSG,
  CHAMPIONNAT_PERIOD_LABELS,
  type ChampionnatMatchRow,
  MATCHLFPS_MSG,
  matchFinished,
  type PipelineMatch,
  type PipelineStage,
} from '@poolfoot/domain';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api';
import { formatKickoff } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useBuildMatch } from '../api';
import { STAGE_COLORS } from './journee-pipeline-card';

const score = (m: ChampionnatMatchRow) => (m.home_score === null || m.away_score === null ? '–' : `${m.home_score} - ${m.away_score}`);

const StageBadge = ({ stage }: { stage: PipelineStage | undefined }) =>
  stage ? (
    <Badge variant="dot" color={STAGE_COLORS[stage]}>
      {AUTOPILOT_MSG.stages[stage]}
    </Badge>
  ) : null;

/** The matchday's league matches: kickoff, score, period, stat lines, stage in the pipeline, and a rebuild of one match. */
export function JourneeMatchs({
  matchs,
  stages,
  disabled,
}: {
  matchs: ChampionnatMatchRow[];
  stages?: PipelineMatch[];
  disabled: boolean;
}) {
  const build = useBuildMatch();
  const stageOf = (id: number) => stages?.find((s) => s.id === id)?.stage;
  const rebuild = (m: ChampionnatMatchRow) =>
    build.mutate(
      { matchId: m.id, truncate: 1 },
      {
        onSuccess: (res) => toast.success(res.message ?? 'OK'),
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  return (
    <Card>
      <Title order={3} fz="lg" mb="sm">
        Matchs de la journée
      </Title>
      {matchs.length === 0 ? (
        <Text c="dimmed">Aucun match enregistré pour cette journée : récupérez les matchs.</Text>
      ) : (
        <ScrollArea>
          <Table striped miw={720} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Match</Table.Th>
                <Table.Th>Coup d'envoi</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Période</Table.Th>
                <Table.Th>Lignes de stats</Table.Th>
                <Table.Th>Étape</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matchs.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    {m.home} – {m.away}
                  </Table.Td>
                  <Table.Td>{formatKickoff(m.kickoff_at, m.kickoff_unknown)}</Table.Td>
                  <Table.Td>{score(m)}</Table.Td>
                  <Table.Td>
                    {/* A match not played at its time reads as such once, in its stage: not also 'not started' here. */}
                    {stageOf(m.id) === 'non_joue' ? (
                      '–'
                    ) : (
                      <Badge variant="light" color={matchFinished(m.period) ? 'green' : 'gray'}>
                        {CHAMPIONNAT_PERIOD_LABELS[m.period] ?? m.period}
                      </Badge>
                    )}
                    {m.postponed && !matchFinished(m.period) && (
                      <Badge variant="light" color="orange" ml={4}>
                        {MATCHLFPS_MSG.postponed}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{m.lines}</Table.Td>
                  <Table.Td>
                    <StageBadge stage={stageOf(m.id)} />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label="Recharger les stats de ce match">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Recharger les stats de ${m.home} – ${m.away}`}
                        onClick={() => rebuild(m)}
                        loading={build.isPending && build.variables?.matchId === m.id}
                        disabled={disabled}
                      >
                        <IconRefresh size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}
