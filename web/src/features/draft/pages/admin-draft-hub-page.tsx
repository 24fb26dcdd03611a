import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconClock, IconLayoutBoard, IconListNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { HubCard } from '../../../components/hub-card';
import { useLastSeasonYears } from '../../game';
import { draftStateQuery, useSetClock } from '../api';

/** The pick clock setting: minutes a pooler has before the pick is made for them (0: off). */
function ChoixClockCard({ minutes }: { minutes: number }) {
  const [value, setValue] = useState<number>(minutes);
  const setClock = useSetClock();
  const lastSeason = useLastSeasonYears();
  return (
    <Card>
      <Group wrap="nowrap" mb="sm">
        <ThemeIcon size={44} variant="light" aria-hidden>
          <IconClock />
        </ThemeIcon>
        <div>
          <Text fw={700}>Choix automatique</Text>
          <Text size="sm" c="dimmed">
            Passé ce délai, le meilleur joueur valide (total {lastSeason}) est choisi pour le pooler. 0 = désactivé.
          </Text>
        </div>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setClock.mutate(
            { minutes: value },
            {
              onSuccess: (res) => res.message && toast.success(res.message),
              onError: (err) => toast.warning(errorMessage(err)),
            },
          );
        }}
      >
        <Group align="flex-end">
          <NumberInput
            label="Minutes par choix"
            min={0}
            max={10080}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={(v) => setValue(typeof v === 'number' ? v : 0)}
            w={160}
          />
          <Button type="submit" loading={setClock.isPending}>
            Enregistrer
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** /admin/draft: cards to the order and the board, and the pick clock. */
export default function AdminDraftHubPage() {
  const state = useQuery(draftStateQuery());
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Admin draft</Title>
        <Button component={Link} to="/admin" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Administration
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <HubCard to="/admin/draft/init" icon={<IconListNumbers />} label="Ordre de la draft" hint="Classer les poolers avant le départ" />
        <HubCard to="/admin/draft/board" icon={<IconLayoutBoard />} label="Tableau de la draft" hint="Démarrer, suivre, corriger" />
      </SimpleGrid>
      {state.isError ? (
        <Alert color="orange">{state.error.message}</Alert>
      ) : state.data ? (
        <ChoixClockCard minutes={state.data.gestion.pick_clock_minutes} />
      ) : (
        <Skeleton h={140} />
      )}
    </Stack>
  );
}
