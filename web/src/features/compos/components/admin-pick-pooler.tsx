import { Select } from '@mantine/core';
import { poolerName } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { poolerChoicesQuery } from '../../stats';

/** Admins: open any pooler's lineup in the editor (/admin/compos/user/:userId). */
export function AdminPickPooler() {
  const navigate = useNavigate();
  const users = useQuery(poolerChoicesQuery());
  return (
    <Select
      label="Modifier la compo d’un pooler"
      placeholder="Choisir un pooler"
      data={(users.data ?? []).map((u) => ({ value: String(u.id), label: poolerName(u) }))}
      onChange={(v) => v && navigate(`/admin/compos/user/${v}`)}
      searchable
      maw={320}
    />
  );
}
