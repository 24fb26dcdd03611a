import { UnstyledButton } from '@mantine/core';
import { ROLE } from '@poolfoot/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { gameHomeQuery } from './api';
import { phaseLink } from './phase-link';

/**
 * The phone menu's link to the draft or the mercato while it runs in the session's league: a draft under way
 * (running or paused), an open mercato, as the home's turn card says (game/home.php `turn`), read when the menu opens.
 */
export default function RunningNavLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const user = useSessionUser();
  // An account in no league (role 0) has no game to read.
  const home = useQuery({ ...gameHomeQuery(), enabled: (user?.role ?? 0) >= ROLE.pooler });
  const kind = home.data?.turn?.kind;
  if (!kind) return null;
  const link = phaseLink(kind);
  return (
    <UnstyledButton component={NavLink} to={link.to} className={className} onClick={onNavigate}>
      {link.label}
    </UnstyledButton>
  );
}
