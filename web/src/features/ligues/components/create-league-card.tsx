import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { LIGUES_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useActInLeague } from '../act-in-league';
import { useCreateLeague } from '../api';

/** An instance admin makes another league and plays in it at once (its home opens). */
export function CreateLeagueCard() {
  const create = useCreateLeague();
  const actInLeague = useActInLeague();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { nom: name },
            {
              onSuccess: async (res) => {
                await actInLeague(res);
                navigate('/admin/invitations');
              },
              onError: (err) => toast.warning(errorMessage(err)),
            },
          );
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h3">
            {LIGUES_MSG.createTitle}
          </Title>
          <Text size="sm">{LIGUES_MSG.createIntro}</Text>
          <Group align="end" wrap="wrap">
            <TextInput
              label={LIGUES_MSG.nameLabel}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              required
              withAsterisk={false}
            />
            <Button type="submit" loading={create.isPending}>
              {LIGUES_MSG.createSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
