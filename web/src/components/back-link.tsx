import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A link back to a hub, as a subtle button with an arrow (the league pages: matchday manage, squads
 * refresh). Unlike BackButton it keeps the button's own padding and always names its target.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}
