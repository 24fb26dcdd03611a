import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LeagueSettings, LIGUES_MSG, POSTES } from '@poolfoot/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useUpdateLeague } from '../api';

/** The name, the number of poolers and, before the draft, each pooler's squad limits. */
export function SettingsCard({ nom, settings, draftStarted }: { nom: string; settings: LeagueSettings; draftStarted: boolean }) {
  const update = useUpdateLeague();
  const [name, setName] = useState(nom);
  const [poolers, setPoolers] = useState<number | string>(settings.max_poolers);
  const [postes, setPostes] = useState<Record<string, number | string>>(settings.max_joueurs_poste);
  const [club, setClub] = useState<number | string>(settings.max_par_club);
  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const limits = draftStarted
            ? {}
            : {
                max_joueurs_poste: Object.fromEntries(POSTES.map((p) => [p, Number(postes[p])])) as LeagueSettings['max_joueurs_poste'],
                max_par_club: Number(club),
              };
          update.mutate(
            { nom: name, max_poolers: Number(poolers), ...limits },
            { onSuccess: (res) => toast.success(res.message ?? LIGUES_MSG.updated), onError: (err) => toast.warning(errorMessage(err)) },
          );
        }}
      >
        <Stack>
          <Title order={2} size="h3">
            {LIGUES_MSG.settingsTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={LIGUES_MSG.nameLabel}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              required
              withAsterisk={false}
            />
            <NumberInput label={LIGUES_MSG.poolersLabel} min={2} max={20} value={poolers} onChange={setPoolers} />
          </SimpleGrid>
          <Text fw={700}>{LIGUES_MSG.limitsTitle}</Text>
          {draftStarted && <Alert color="gray">{LIGUES_MSG.limitsAfterDraft}</Alert>}
          <SimpleGrid cols={{ base: 3, sm: 7 }}>
            {POSTES.map((p) => (
              <NumberInput
                key={p}
                label={LIGUES_MSG.posteLabel(p)}
                min={0}
                max={10}
                value={postes[p]}
                disabled={draftStarted}
                onChange={(v) => setPostes((was) => ({ ...was, [p]: v }))}
              />
            ))}
            <NumberInput label={LIGUES_MSG.clubLabel} min={1} max={20} value={club} disabled={draftStarted} onChange={setClub} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {LIGUES_MSG.clockNote(settings.pick_clock_minutes)}
          </Text>
          <Group>
            <Button type="submit" loading={update.isPending}>
              {LIGUES_MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
