const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the Paris wall-clock date ('YYYY-MM-DD') and time ('HH:MM') the edit form shows. */
export function parisDateHeure(iso: string): { date: string; heure: string } {
  const p: Record<string, string> = {};
  for (const part of parts.formatToParts(new Date(iso))) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, heure: `${p.hour}:${p.minute}` };
}
