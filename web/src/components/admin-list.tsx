import { Alert, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG } from '@poolfoot/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api';
import { toast } from '../lib/notify';
import { BackButton } from './back-button';
import { confirmAction } from './confirm';
import type { ConfirmOptions } from './confirm-dialog';

/** An admin page's header: a way back, the title, and the page's main action (a link to the creation form). */
export function AdminHeader(props: { title: string; back?: { to: string; label: string }; add?: { to: string; label: string } }) {
  return (
    <Group justify="space-between">
      <Group gap="xs">
        {props.back && <BackButton to={props.back.to} label={props.back.label} />}
        <Title order={1}>{props.title}</Title>
      </Group>
      {props.add && (
        <Button component={Link} to={props.add.to} leftSection={<IconPlus size={18} />}>
          {props.add.label}
        </Button>
      )}
    </Group>
  );
}

/**
 * A row's deletion on an admin list: confirmed first, the answer's message as a toast, a refusal kept in an
 * alert above the list (it says why, e.g. a club that still has players).
 */
export function useConfirmedDelete<T extends { message?: string | null }>(remove: UseMutationResult<T, Error, { id: number | string }>) {
  const [error, setError] = useState<string | null>(null);
  const ask = async (id: number, confirm: ConfirmOptions, fallback: string) => {
    if (!(await confirmAction({ confirmLabel: 'Supprimer', danger: true, ...confirm }))) return;
    setError(null);
    remove.mutate(
      { id },
      {
        onSuccess: (res) => toast.success(res.message ?? fallback),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  const deleting = (id: number) => remove.isPending && remove.variables?.id === id;
  const alert = error && (
    <Alert color="red" title={MSG.deleteFailed} role="alert" withCloseButton closeButtonLabel="Fermer" onClose={() => setError(null)}>
      {error}
    </Alert>
  );
  return { ask, deleting, alert, clear: () => setError(null) };
}

/** The states of a list before its rows: the error, the loading skeleton, the empty text. */
export function ListState(props: {
  query: { isError: boolean; error: unknown; data?: readonly unknown[] };
  loading: string;
  empty: ReactNode;
  h?: number;
}) {
  if (props.query.isError) return <Alert color="orange">{errorMessage(props.query.error)}</Alert>;
  if (!props.query.data) return <Skeleton h={props.h ?? 300} aria-label={props.loading} />;
  return <Text c="dimmed">{props.empty}</Text>;
}
