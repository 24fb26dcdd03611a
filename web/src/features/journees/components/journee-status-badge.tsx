import { Badge } from '@mantine/core';
import { JOURNEE_STATUS_LABELS } from '@poolfoot/domain';

const COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 9: 'green' };

/** A matchday's status as words (0 à venir, 1 en cours, 9 terminée). */
export function JourneeStatusBadge({ status }: { status: number }) {
  const label = status in JOURNEE_STATUS_LABELS ? JOURNEE_STATUS_LABELS[status as keyof typeof JOURNEE_STATUS_LABELS] : String(status);
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {label}
    </Badge>
  );
}
