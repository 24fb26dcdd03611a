import { Alert, Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MSG, type UserListItem } from '@poolfoot/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { draftStateQuery, draftUsersQuery, useInitOrder } from '../api';
import { OrderEditor } from '../components/order-editor';
import { initialOrder } from '../lib';

/** /admin/draft/init: reorder the poolers with up and down buttons, then validate. */
export default function AdminDraftInitPage() {
  const users = useQuery(draftUsersQuery());
  const state = useQuery(draftStateQuery());
  const init = useInitOrder();
  const [initial, setInitial] = useState<UserListItem[] | null>(null);
  useEffect(() => {
    if (users.data && state.data && !initial) setInitial(initialOrder(users.data, state.data.ordre));
  }, [users.data, state.data, initial]);
  const error = users.error ?? state.error;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Ordre de la draft</Title>
        <Button component={Link} to="/admin/draft" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Admin draft
        </Button>
      </Group>
      {state.data && state.data.gestion.status !== 'non débuté' && (
        <Alert color="orange">La draft a commencé : réinitialisez-la depuis le tableau avant de changer l’ordre.</Alert>
      )}
      <Card>
        {error ? (
          <Alert color="orange">{error.message}</Alert>
        ) : !initial ? (
          <Skeleton h={300} aria-busy="true" />
        ) : (
          <OrderEditor
            initial={initial}
            saving={init.isPending}
            onSave={(ids) =>
              init.mutate(
                { ordre: ids },
                {
                  onSuccess: (res) => toast.success(res.message ?? MSG.orderSaved),
                  onError: (err) => toast.warning(errorMessage(err, MSG.error)),
                },
              )
            }
          />
        )}
      </Card>
    </Stack>
  );
}
