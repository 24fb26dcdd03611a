import type { Club } from '@poolfoot/domain';

/** Saves a club as a JSON file, in the import's format (a list), so it can be imported again. */
export function downloadClub(club: Club) {
  const { id: _id, ...row } = club;
  const url = URL.createObjectURL(new Blob([JSON.stringify([row], null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `club-${club.club_id ?? club.id}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
