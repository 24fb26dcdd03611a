import { Select } from '@mantine/core';
import { poolerName, usersCalls } from '@poolfoot/domain';
import { useNavigate } from 'react-router';
import { useCall } from '../../../lib/queries';

/** Admins: open any pooler's lineup in the editor (/admin/compos/user/:userId). */
export function AdminPickPooler() {
  const navigate = useNavigate();
  const users = useCall(usersCalls.list, undefined);
  return (
    <Select
      label="Modifier la compo d’un pooler"
      placeholder="Choisir un pooler"
      data={(users.data?.users ?? []).map((u) => ({ value: String(u.id), label: poolerName(u) }))}
      onChange={(v) => v && navigate(`/admin/compos/user/${v}`)}
      searchable
      maw={320}
    />
  );
}
