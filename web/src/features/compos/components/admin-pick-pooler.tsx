import { Select } from '@mantine/core';
import { poolerName, usersCalls } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api';

/** Admins: open any pooler's lineup in the editor (/admin/compos/user/:userId). */
export function AdminPickPooler() {
  const navigate = useNavigate();
  const users = useQuery({ queryKey: ['users', 'list'], queryFn: () => call(usersCalls.list) });
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
