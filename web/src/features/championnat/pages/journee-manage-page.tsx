import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { JOURNEE_STATUS_LABELS, championnatCalls, RESULTATS_MSG } from '@poolfoot/domain';
import { IconArrowRight, IconDownload, IconListNumbers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { JobPanel } from '../../../components/job-panel';
import { useJob } from '../../../lib/use-job';
import { invalidateCalls } from '../../../lib/queries';
import { championnatJob, MATCHDAY_STAGE_READERS, startJourneeStep, championnatMatchesQuery, pipelineQuery } from '../api';
import { BackLink } from '../../../components/back-link';
import { JourneeMatchs } from '../components/journee-matchs';
import { JourneeComputeCard } from '../components/journee-compute-card';
import { JourneePipelineCard } from '../components/journee-pipeline-card';

const statusLabel = (s: number) => JOURNEE_STATUS_LABELS[s as keyof typeof JOURNEE_STATUS_LABELS] ?? String(s);

/**
 * /admin/journees/manage/{numjournee}: the journée's whole flow (SPEC.md "Manage"), in one feature: grab the
 * matches, then reload each match's JSON with the league stats and build its stat lines (championnat jobs), then
 * the joueurs' points (stats) and the results (resultats), through those features' public files. It lives in
 * championnat, not journees, so no feature imports back into the one that shows it.
 */
export default function JourneeManagePage() {
  const { numjournee: param } = useParams();
  const wanted = param === undefined ? undefined : Number(param);
  const invalid = wanted !== undefined && !(Number.isInteger(wanted) && wanted >= 1 && wanted <= 60);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const overview = useQuery(championnatMatchesQuery(invalid ? undefined : wanted));
  const journee = overview.data?.journee ?? null;
  const n = journee?.numjournee ?? 0;
  const { job, running, busy, cancelling, run, stop } = useJob(championnatJob({ scope: 'journee', numjournee: n }), n > 0);
  // Each match's stage for the table (the pipeline card reads the same query).
  const pipeline = useQuery(pipelineQuery(n));

  // Opened without a number, the page settles on the active matchday and stays there: when that matchday ends, the
  // active one moves on, and a page that followed it would put the next matchday under the admin's next click.
  useEffect(() => {
    if (wanted === undefined && n > 0) navigate(`/admin/journees/manage/${n}`, { replace: true });
  }, [wanted, n, navigate]);

  // The table follows the job: each match done refreshes it.
  const done = job?.done;
  const status = job?.status;
  useEffect(() => {
    if (done === undefined || status === undefined) return;
    void invalidateCalls(qc, MATCHDAY_STAGE_READERS);
  }, [qc, done, status]);

  if (invalid) return <Alert color="orange">Numéro de journée invalide.</Alert>;
  if (overview.isError) return <Alert color="orange">{overview.error.message}</Alert>;
  if (overview.isPending) return <Skeleton h={320} />;
  const journees = overview.data.journees;
  // Once this matchday is over, the next one to process is offered, never opened by itself.
  const next = journee?.status === 9 ? journees.find((j) => j.numjournee > journee.numjournee && j.status !== 9) : undefined;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{journee ? `Gérer la journée ${journee.numjournee}` : 'Gérer la journée'}</Title>
          {journee && (
            <Text c="dimmed" size="sm">
              Statut : {statusLabel(journee.status)}
            </Text>
          )}
        </div>
        <Group align="flex-end">
          <Select
            label="Journée"
            w={140}
            data={journees.map((j) => ({ value: String(j.numjournee), label: `J${j.numjournee} (${statusLabel(j.status)})` }))}
            value={journee ? String(journee.numjournee) : null}
            onChange={(v) => v && navigate(`/admin/journees/manage/${v}`)}
            allowDeselect={false}
          />
          <BackLink to="/admin/journees" label="Journées" />
        </Group>
      </Group>

      {!journee ? (
        <Alert color="blue">Aucune journée active : choisissez une journée.</Alert>
      ) : (
        <>
          {next && (
            <Alert color="green" title={RESULTATS_MSG.matchdayOver(journee.numjournee)}>
              <Button
                variant="light"
                rightSection={<IconArrowRight size={18} />}
                onClick={() => navigate(`/admin/journees/manage/${next.numjournee}`)}
              >
                {RESULTATS_MSG.goToNext(next.numjournee)}
              </Button>
            </Alert>
          )}
          <JourneePipelineCard journeeId={journee.id} numjournee={n} />
          <Card>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Étapes à la main
              </Title>
              <Group>
                <Button
                  leftSection={<IconDownload size={18} />}
                  disabled={busy}
                  onClick={() => run(startJourneeStep(championnatCalls.importLfp, n))}
                >
                  1. Récupérer les matchs
                </Button>
                <Button
                  leftSection={<IconListNumbers size={18} />}
                  disabled={busy}
                  onClick={() => run(startJourneeStep(championnatCalls.importLfpStats, n))}
                >
                  2. Importer les stats LFP
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                Chaque étape peut être relancée sans risque. L'étape 2 recharge le JSON de chaque match depuis la LFP et enregistre la ligne
                de stats de chaque joueur (3 essais par match, une courte pause entre deux). Ensuite, calculez les points des joueurs puis
                les résultats (ci-dessous). Vous pouvez quitter la page : le serveur continue et la progression s'affiche à votre retour.
              </Text>
            </Stack>
          </Card>
          {job && <JobPanel job={job} onCancel={stop} cancelling={cancelling} />}
          <JourneeComputeCard journeeId={journee.id} numjournee={n} />
          <JourneeMatchs matchs={overview.data.matchs} stages={pipeline.data?.matchs} disabled={running} />
        </>
      )}
    </Stack>
  );
}
