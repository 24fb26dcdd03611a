import { List, Stack, Text } from '@mantine/core';
import type { Team } from '@poolfoot/domain';
import { confirmAction } from '../../../../components/confirm';
import type { checkPairs } from '../../lib';

type Pairs = ReturnType<typeof checkPairs>['valid'];

/** Asks the admin to confirm the swap as it will be made: who, from which matchday, each pair by name. */
export const confirmEchange = (team1: Team, team2: Team, effect: number | null, pairs: Pairs, name: (id: number) => string) =>
  confirmAction({
    title: "Confirmer l'échange",
    message: (
      <Stack gap="xs">
        <Text>
          Entre {team1.username} et {team2.username}
          {effect ? `, à partir de la journée ${effect}` : ''} :
        </Text>
        <List size="sm">
          {pairs.map((p) => (
            <List.Item key={p.u1_joueur_id}>
              {name(p.u1_joueur_id)} ⇄ {name(p.u2_joueur_id)}
            </List.Item>
          ))}
        </List>
      </Stack>
    ),
  });
