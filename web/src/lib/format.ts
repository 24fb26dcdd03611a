const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd/mm/yyyy hh:mm in Europe/Paris (ARCHITECTURE.md "Web"). */
export const formatDateTime = (iso: string | Date) => dateTime.format(new Date(iso)).replace(',', '');
export const formatDate = (iso: string | Date) => dateOnly.format(new Date(iso));
