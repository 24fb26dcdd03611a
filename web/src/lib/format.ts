import { MATCHLFPS_MSG } from '@poolfoot/domain/messages';
import { parisDateTime, utcToParisLocal } from '@poolfoot/domain/paris-time';

/**
 * dd/mm/yyyy hh:mm in Europe/Paris (ARCHITECTURE.md "Web"), read through the domain's Paris time so a page
 * shows the same date and time the forms edit and the server stores.
 */
export const formatDateTime = (iso: string | Date): string => parisDateTime(new Date(iso));

/**
 * A league kickoff: dd/mm/yyyy hh:mm, or, when the league has not fixed its time (kickoff_unknown), the
 * date alone and "horaire à confirmer" (the stored time is a placeholder).
 */
export function formatKickoff(iso: string | Date, unknown: boolean): string {
  if (!unknown) return formatDateTime(iso);
  const [y, m, d] = utcToParisLocal(new Date(iso)).date.split('-');
  return `${d}/${m}/${y}, ${MATCHLFPS_MSG.kickoffUnknown}`;
}
