import { utcToParisLocal } from '@poolfoot/domain/paris-time';

/**
 * dd/mm/yyyy hh:mm in Europe/Paris (ARCHITECTURE.md "Web"), read through the domain's Paris time so a page
 * shows the same date and time the forms edit and the server stores.
 */
export function formatDateTime(iso: string | Date): string {
  const { date, heure } = utcToParisLocal(new Date(iso));
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${heure}`;
}
