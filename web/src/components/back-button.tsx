import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A link back to the parent screen, shown as a discreet button. */
export function BackButton({ to, label = 'Retour' }: { to: string; label?: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />} px="xs">
      {label}
    </Button>
  );
}
