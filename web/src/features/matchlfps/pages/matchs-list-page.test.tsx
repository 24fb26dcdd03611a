import { journeesCalls, type Matchlfp, matchlfpsCalls } from '@poolfoot/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import MatchsListPage, { selectedJournee } from './matchs-list-page';

const match = (
  id: number,
  numjournee: number,
  home: string,
  away: string,
  score: [number, number] | null,
  over: Partial<Matchlfp> = {},
): Matchlfp => ({
  id,
  match_lfp_id: `m${id}`,
  journee_id: numjournee,
  numjournee,
  home_club_id: 1,
  away_club_id: 2,
  home_club_official_name: home,
  away_club_official_name: away,
  kickoff_at: '2026-10-25T20:05:00.000Z',
  home_score: score?.[0] ?? null,
  away_score: score?.[1] ?? null,
  kickoff_unknown: false,
  period: score ? 'fullTime' : 'preMatch',
  postponed: false,
  counts_as_postponed: false,
  saison_id: 2026,
  ...over,
});

/** The page at `url` on a server whose active matchday is J3, with one match on J3, two on J4, none elsewhere. */
function renderPage(url: string) {
  const unknownTime = { kickoff_at: '2026-10-30T23:00:00.000Z', kickoff_unknown: true, counts_as_postponed: true };
  const server = fakeServer()
    .on(journeesCalls.getActive, {
      saison_id: 2026,
      journee: {
        id: 3,
        numjournee: 3,
        date: '2026-09-05',
        heure: '21:00',
        start_at: '2026-09-05T19:00:00.000Z',
        status: 0,
        saison_id: 2026,
      },
    })
    .on(matchlfpsCalls.getByJournee, ({ journee: j }) => ({
      matchs:
        j === 3
          ? [match(1, 3, 'Paris SG', 'OM', [2, 1])]
          : j === 4
            ? [match(2, 4, 'Lens', 'Lille', null), match(3, 4, 'Nantes', 'Toulouse', null, unknownTime)]
            : [],
    }));
  renderApp(<MatchsListPage />, { at: url, path: '/admin/matchs/list' });
  return server;
}

describe('selectedMatchday', () => {
  it('takes the address first, then the active matchday, then J1; waits for the active one', () => {
    expect(selectedJournee('12', { numjournee: 3 }, false)).toBe(12);
    expect(selectedJournee('99', { numjournee: 3 }, false)).toBe(3);
    expect(selectedJournee(null, undefined, false)).toBeNull();
    expect(selectedJournee(null, null, false)).toBe(1);
    expect(selectedJournee('abc', undefined, true)).toBe(1);
  });
});

describe('league matches page', () => {
  it('shows the active matchday by default, with kickoff, teams and score, and an edit link', async () => {
    renderPage('/admin/matchs/list');
    const table = await screen.findByRole('table', { name: 'Matchs de la journée 3' });
    expect((screen.getByLabelText('Journée') as HTMLSelectElement).value).toBe('3');
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(row.textContent).toContain('25/10/2026 21:05');
    expect(row.textContent).toContain('Paris SG vs OM');
    expect(row.textContent).toContain('2 - 1');
    expect(within(row).getByRole('link', { name: 'Modifier Paris SG vs OM' }).getAttribute('href')).toBe('/admin/matchlfps/edit/1');
  });

  it('filters by the chosen matchday and says when a matchday has no match', async () => {
    const server = renderPage('/admin/matchs/list');
    await screen.findByText('Paris SG', { exact: false });
    fireEvent.change(screen.getByLabelText('Journée'), { target: { value: '4' } });
    expect(await screen.findByRole('table', { name: 'Matchs de la journée 4' })).toBeTruthy();
    expect(screen.getByText('Lens', { exact: false })).toBeTruthy();
    // A time the league has not fixed: the date alone, "horaire à confirmer"; a postponed match says so.
    const rows = within(screen.getByRole('table', { name: 'Matchs de la journée 4' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('25/10/2026 21:05');
    expect(rows[1]?.textContent).not.toContain('Reporté');
    expect(rows[2]?.textContent).toContain('31/10/2026, horaire à confirmer');
    expect(rows[2]?.textContent).toContain('Reporté');
    expect(server.received(matchlfpsCalls.getByJournee)).toContainEqual({ journee: 4 });
    fireEvent.change(screen.getByLabelText('Journée'), { target: { value: '20' } });
    expect(await screen.findByText('Aucun match pour cette journée.')).toBeTruthy();
  });
});
