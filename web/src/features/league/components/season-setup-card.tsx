import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { JobPanel } from '../../../components/job-panel';
import { useJob } from '../../../lib/use-job';
import { leagueJob, startSeasonSetup } from '../api';

/**
 * /admin: the season set up from the league in one job (league/setup): the clubs of Ligue 1, their squads,
 * every matchday and match with its kickoff. Run again, it updates kickoffs and squads and touches nothing
 * else (teams, lineups, points, an admin's corrections).
 */
export function SeasonSetupCard() {
  const { job, latest, busy, cancelling, run, stop } = useJob(leagueJob({ scope: 'setup' }));
  const start = async () => {
    const yes = await confirmAction({
      title: 'Saison depuis la LFP',
      message:
        'Créer ou mettre à jour les clubs, les effectifs, les 34 journées et leurs matchs depuis la LFP ? Équipes, compos, points et corrections des admins restent tels quels.',
      confirmLabel: 'Lancer',
    });
    if (yes) run(startSeasonSetup);
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
        {latest.isPending ? <Skeleton h={120} /> : job && <JobPanel job={job} onCancel={stop} cancelling={cancelling} />}
      </Stack>
    </Card>
  );
}
