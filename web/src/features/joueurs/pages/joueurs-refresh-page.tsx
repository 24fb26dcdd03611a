import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ChampionnatSquadKind } from '@poolfoot/domain';
import { IconArrowsExchange, IconCloudDownload, IconRefresh, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { JobPanel } from '../../../components/job-panel';
import { useJob } from '../../../lib/use-job';
import { championnatJob, startSquadJob } from '../../championnat';
import { BackLink } from '../../../components/back-link';

const ACTIONS: { kind: ChampionnatSquadKind; label: string; hint: string; icon: ReactNode }[] = [
  {
    kind: 'grab_effectif_l1',
    label: 'Synchroniser les effectifs',
    hint: "Depuis la LFP : crée les nouveaux joueurs (poste déduit de la source), met à jour clubs, numéros et noms. Un poste corrigé par un admin n'est jamais écrasé.",
    icon: <IconRefresh size={18} />,
  },
  {
    kind: 'check_mercato',
    label: 'Vérifier le mercato',
    hint: 'Les arrivées et les départs de chaque club depuis la dernière synchronisation (rien n’est modifié).',
    icon: <IconArrowsExchange size={18} />,
  },
  {
    kind: 'grab_effectif_tm',
    label: 'Récupérer Transfermarkt',
    hint: 'L’effectif de chaque club sur Transfermarkt (noms, postes, dates de naissance, numéros).',
    icon: <IconCloudDownload size={18} />,
  },
  {
    kind: 'compare_effectif_l1vstm',
    label: 'Comparer les effectifs',
    hint: 'LFP contre Transfermarkt, par nom et date de naissance : la liste des joueurs à vérifier.',
    icon: <IconScale size={18} />,
  },
];

/** /admin/joueurs/refresh: the squad steps over all 18 clubs, run by the server, with a log line per club. */
export default function JoueursRefreshPage() {
  const { job, latest, busy, cancelling, run, stop } = useJob(championnatJob({ scope: 'squads' }));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Synchronisation des effectifs</Title>
        <BackLink to="/admin/joueurs" label="Joueurs" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ACTIONS.map((a) => (
          <Card key={a.kind}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Text size="sm" c="dimmed">
                {a.hint}
              </Text>
              <Button leftSection={a.icon} disabled={busy} onClick={() => run(startSquadJob(a.kind))}>
                {a.label}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Chaque action traite tous les clubs de la saison ; vous pouvez quitter la page, le serveur continue.
      </Text>
      {latest.isPending ? <Skeleton h={200} /> : job && <JobPanel job={job} onCancel={stop} cancelling={cancelling} />}
    </Stack>
  );
}
