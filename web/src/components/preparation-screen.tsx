import { Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
// From the contract's chunk, which the gate has loaded already: from the messages folder, the texts would be split
// into one more chunk that every page's contract chunk then waits for.
import { DEMO_MSG, gameCalls, type Preparation } from '@poolfoot/domain';

/** game/preparation.php's answer read with its schema, once the gate has seen a preparation under way. */
export const readPreparation = (answer: unknown) => gameCalls.preparation.response.parse(answer).preparation;

/** What the newcomer sees while a first start plays the demo season: what is done, out of how much. */
export default function PreparationScreen({ preparation: p }: { preparation: Preparation }) {
  const draftDone = p.picks >= p.picks_total;
  const share = (done: number, total: number) => (total ? done / total : 1);
  const value = Math.round(((share(p.picks, p.picks_total) + share(p.journees, p.journees_total)) / 2) * 100);
  return (
    <Card withBorder padding="lg" maw={520} mx="auto" my="xl">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Title order={1} size="h3">
            {DEMO_MSG.preparing}
          </Title>
        </Group>
        <Stack gap={4} role="status">
          <Text>{DEMO_MSG.draft(p.picks, p.picks_total)}</Text>
          {draftDone && <Text>{DEMO_MSG.journee(Math.min(p.journees + 1, p.journees_total), p.journees_total)}</Text>}
        </Stack>
        <Progress value={value} aria-label={DEMO_MSG.progressLabel} />
        <Text size="sm" c="dimmed">
          {DEMO_MSG.waiting}
        </Text>
      </Stack>
    </Card>
  );
}
