import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type AccountAct, ACTS_MSG, accountCalls } from '@poolfoot/domain';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { actsPageQuery, useActsSeen } from '../api';
import { Section } from './section';

type Props = { call: typeof accountCalls.acts | typeof accountCalls.actsOnMe; title: string; intro?: string; empty: string };

/** One line of the record: who did what to whom, where, when (a line not yet seen by the person acted on is marked). */
function ActLine({ act }: { act: AccountAct }) {
  return (
    <Card withBorder padding="xs" component="li">
      <Text size="sm" fw={act.seen ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
        {ACTS_MSG.line(act.actor ?? ACTS_MSG.actorGone, act.label, act.target, act.league)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(act.at)}
      </Text>
    </Card>
  );
}

/** A page of the record, then each older one asked for (« Plus ancien »). */
function ActsPages({ call, empty }: Pick<Props, 'call' | 'empty'>) {
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {pages.map((before, i) => (
        <ActsPage
          key={before ?? 'first'}
          call={call}
          before={before}
          empty={i === 0 ? empty : null}
          onMore={i === pages.length - 1 ? (id) => setPages((p) => [...p, id]) : null}
        />
      ))}
    </Stack>
  );
}

function ActsPage({
  call,
  before,
  empty,
  onMore,
}: Pick<Props, 'call'> & { before: number | undefined; empty: string | null; onMore: ((id: number) => void) | null }) {
  const page = useQuery(actsPageQuery(call, before));
  if (page.error) return <Alert color="red">{errorMessage(page.error)}</Alert>;
  if (!page.data) return <Skeleton h={60} />;
  const { acts, more } = page.data;
  const last = acts.at(-1);
  return (
    <>
      {acts.length === 0 && empty && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {acts.map((act) => (
        <ActLine key={act.id} act={act} />
      ))}
      {more && last && onMore && (
        <Group>
          <Button variant="light" size="xs" onClick={() => onMore(last.id)}>
            {ACTS_MSG.logMore}
          </Button>
        </Group>
      )}
    </>
  );
}

/** The instance admins' record of every act on another person's account (the admin page). */
export function ActsRecordCard() {
  return (
    <Section title={ACTS_MSG.logTitle}>
      <Text size="sm" c="dimmed">
        {ACTS_MSG.logIntro}
      </Text>
      <ActsPages call={accountCalls.acts} empty={ACTS_MSG.logEmpty} />
    </Section>
  );
}

/** What others did to my account (the account page), and « J'ai vu » while something is new. */
export function ActsOnMeCard() {
  const first = useQuery(actsPageQuery(accountCalls.actsOnMe, undefined));
  const seen = useActsSeen();
  const unseen = first.data?.acts.some((a) => !a.seen) ?? false;
  return (
    <Section title={ACTS_MSG.mineTitle}>
      <ActsPages call={accountCalls.actsOnMe} empty={ACTS_MSG.mineEmpty} />
      {unseen && (
        <Group>
          <Button
            variant="light"
            loading={seen.isPending}
            onClick={() =>
              seen.mutate(undefined, {
                onSuccess: (res) => toast.success(res.message ?? ACTS_MSG.seenDone),
                onError: (err) => toast.warning(errorMessage(err)),
              })
            }
          >
            {ACTS_MSG.seen}
          </Button>
        </Group>
      )}
    </Section>
  );
}
