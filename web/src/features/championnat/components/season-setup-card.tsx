import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { IconCalendarPlus, IconCloudDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm';
import { JobPanel } from '../../../components/job-panel';
import { errorMessage } from '../../../lib/api';
import { invalidateEverything } from '../../../lib/query-client';
import { useJob, useJobEnd } from '../../../lib/use-job';
import { saisonsListQuery } from '../../saisons';
import { championnatJob, startNextSeason, startSeasonSetup } from '../api';

/**
 * /admin: the season set up from the league in one job (league/setup): the clubs of Ligue 1, their squads,
 * every matchday and match with its kickoff. Run again, it updates kickoffs and squads and touches nothing
 * else (teams, lineups, points, an admin's corrections). Once the active season is finished, the same job makes
 * the next one, asked explicitly: it becomes every league's active season, the finished one stays as it is.
 */
export function SeasonSetupCard() {
  const { job, latest, busy, cancelling, run, stop } = useJob(championnatJob({ scope: 'setup' }));
  const saisons = useQuery(saisonsListQuery());
  // A set-up may have made a new active season (or new clubs, matchdays): what every page shows is read again.
  useJobEnd(job, invalidateEverything);
  const active = saisons.data?.saisons.find((s) => s.active);
  const start = async () => {
    const yes = await confirmAction({
      title: 'Saison depuis la LFP',
      message:
        'Créer ou mettre à jour les clubs, les effectifs, les 34 journées et leurs matchs depuis la LFP ? Équipes, compos, points et corrections des admins restent tels quels.',
      confirmLabel: 'Lancer',
    });
    if (yes) run(startSeasonSetup);
  };
  const next = async (nom: string) => {
    const yes = await confirmAction({
      title: CHAMPIONNAT_MSG.nextSeason,
      message: CHAMPIONNAT_MSG.nextSeasonConfirm(nom),
      confirmLabel: CHAMPIONNAT_MSG.nextSeason,
    });
    if (yes) run(startNextSeason);
  };
  return (
    <Card>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Saison depuis la LFP
        </Title>
        <Text size="sm" c="dimmed">
          Les 18 clubs avec leur identifiant LFP, leurs effectifs (postes précisés quand la LFP les donne), les 34 journées avec chaque
          match et son coup d'envoi (« horaire à confirmer » tant que la LFP ne l'a pas fixé). À relancer pour suivre les horaires et les
          effectifs.
        </Text>
        <Button leftSection={<IconCloudDownload size={18} />} disabled={busy} onClick={start} w="fit-content">
          Mettre en place la saison
        </Button>
        {saisons.isError && <Alert color="orange">{errorMessage(saisons.error)}</Alert>}
        {active?.finished && (
          <Alert color="blue" title={CHAMPIONNAT_MSG.nextSeason}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{CHAMPIONNAT_MSG.nextSeasonReady(active.nom)}</Text>
              <Button leftSection={<IconCalendarPlus size={18} />} disabled={busy} onClick={() => next(active.nom)}>
                {CHAMPIONNAT_MSG.nextSeason}
              </Button>
            </Stack>
          </Alert>
        )}
        {latest.isPending ? <Skeleton h={120} /> : job && <JobPanel job={job} onCancel={stop} cancelling={cancelling} />}
      </Stack>
    </Card>
  );
}
