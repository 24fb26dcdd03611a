import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { BackButton } from './back-button';

type Props = {
  title: string;
  /** The screen it comes from: where the back button goes, and what it says ('Retour' by default). */
  back: string;
  backLabel?: string;
  /** What keeps the form away: the address names nothing (what to say then), or a read failed (its error). */
  failure: string | Error | null;
  /** The form's data is still being read (what the wait is called, for a screen reader: `loadingLabel`). */
  loading: boolean;
  loadingLabel?: string;
  /** The form, once its data is there. */
  form: () => ReactNode;
};

/**
 * The admin's create and edit pages of the instance's data (clubs, players, matchdays, matches): the title and the way
 * back, then, in a card, what went wrong, the wait, or the form.
 */
export function AdminFormPage({ title, back, backLabel, failure, loading, loadingLabel = 'Chargement', form }: Props) {
  const body = () => {
    if (failure) return <Alert color="orange">{typeof failure === 'string' ? failure : errorMessage(failure)}</Alert>;
    if (loading) return <Skeleton h={260} aria-label={loadingLabel} />;
    return form();
  };
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <BackButton to={back} label={backLabel} />
      </Group>
      <Card withBorder>{body()}</Card>
    </Stack>
  );
}
