import { type Journee, MSG, type Rencontre, type ResultatsRow, rencontresCalls, resultatsCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { fakeServer } from '../../test/server';
import { JourneeResults, outcomeText, sideName } from './components/journee-results';
import { chartSeries } from './components/rank-chart';
import { journeeChoices } from './components/classement-sections';

const journee = (id: number, numjournee: number, status: number, start_at: string): Journee => ({
  id,
  numjournee,
  status,
  start_at,
  date: start_at.slice(0, 10),
  heure: '21:00',
  saison_id: 2026,
});
const result = (user_id: number, username: string, total_points: number, match_result: number | null, star_bonus = 0): ResultatsRow => ({
  user_id,
  username,
  match_points: match_result === 1 ? 3 : match_result === 2 ? 1 : 0,
  total_points,
  captain_points: 4,
  lost_points: 2,
  match_result,
  star_bonus,
});
function renderResults(answers: { matches: Rencontre[]; results: ResultatsRow[] }) {
  fakeServer()
    .on(rencontresCalls.getByJournee, { journee: null, started: true, matches: answers.matches })
    .on(resultatsCalls.getByJournee, { journee: journee(5, 3, 9, '2026-09-20T19:00:00Z'), results: answers.results });
  renderApp(<JourneeResults journeeId={5} />);
}

describe('the matchday selector', () => {
  const now = new Date('2026-10-01T12:00:00Z');
  it('offers the finished matchdays as J{n}, the most recent by default', () => {
    const list = [
      journee(1, 1, 9, '2026-09-01T19:00:00Z'),
      journee(3, 3, 0, '2026-09-15T19:00:00Z'),
      journee(2, 2, 9, '2026-09-08T19:00:00Z'),
    ];
    const { options, defaultId } = journeeChoices(list, now);
    expect(options.map((j) => j.numjournee)).toEqual([1, 2]);
    expect(defaultId).toBe(2);
  });
  it('falls back on the latest started matchday when none is finished', () => {
    const list = [
      journee(1, 1, 1, '2026-09-01T19:00:00Z'),
      journee(2, 2, 0, '2026-09-28T19:00:00Z'),
      journee(3, 3, 0, '2026-10-20T19:00:00Z'),
    ];
    expect(journeeChoices(list, now).defaultId).toBe(2);
    expect(journeeChoices([], now).defaultId).toBeNull();
  });
});

describe('match outcomes', () => {
  it("reads 'Victoire {user1}', 'Match Nul' or 'Victoire {user2}', 'User #id' for a missing name", () => {
    expect(outcomeText(1, 'Alice', 'Bruno')).toBe(MSG.victory('Alice'));
    expect(outcomeText(2, 'Alice', 'Bruno')).toBe(MSG.draw);
    expect(outcomeText(3, 'Alice', 'Bruno')).toBe(MSG.victory('Bruno'));
    expect(outcomeText(null, 'Alice', 'Bruno')).toBeNull();
    expect(sideName(7, { username: '' }, [])).toBe(MSG.unknownUser(7));
    expect(sideName(7, null, [result(7, 'Gus', 1, 1)])).toBe('Gus');
  });

  it('shows the pairings as match cards, a bye without an opponent, and the per-user detail', async () => {
    renderResults({
      matches: [
        {
          id: 1,
          match_no: 1,
          user1_id: 1,
          user2_id: 9,
          score1: 29,
          score2: 4,
          resultat: 1,
          home: { id: 1, username: 'Alice' },
          away: { id: 9, username: '' },
        },
        {
          id: 2,
          match_no: 2,
          user1_id: 3,
          user2_id: null,
          score1: 0,
          score2: null,
          resultat: 3,
          home: { id: 3, username: 'Chloé' },
          away: null,
        },
      ],
      results: [result(1, 'Alice', 29, 1, 1), result(3, 'Chloé', 0, 3)],
    });
    const first = await screen.findByTestId('match-1');
    expect(within(first).getByText('29 - 4')).toBeTruthy();
    expect(within(first).getByText(MSG.unknownUser(9))).toBeTruthy();
    expect(within(first).getByText(MSG.victory('Alice'))).toBeTruthy();
    const bye = screen.getByTestId('match-2');
    expect(within(bye).getByText(MSG.noOpponent)).toBeTruthy();
    expect(within(bye).getByText('Défaite contre la moyenne')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Alice/ }));
    const panel = await screen.findByRole('region', { name: /Alice/ });
    expect(within(panel).getByText('Points capitaine')).toBeTruthy();
    expect(within(panel).getByText('Points perdus').nextSibling?.textContent).toBe('2');
  });

  it('without pairings, ranks the poolers by total points with V/N/D and stars', async () => {
    renderResults({ matches: [], results: [result(2, 'Bruno', 10, 2), result(1, 'Alice', 30, 1, 1)] });
    const table = await screen.findByRole('table', { name: 'Résultats de la journée' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['Alice', '3', '30', 'V', '★'],
      ['Bruno', '1', '10', 'N', ''],
    ]);
  });
});

describe('the chart data', () => {
  it('draws one series per pooler over the finished matchdays, in the last ranking order', () => {
    const h = (user_id: number, username: string, numjournee: number, rank: number, points_classement: number) => ({
      user_id,
      username,
      journee_id: numjournee,
      numjournee,
      rank,
      points_classement,
      total_saison: 0,
    });
    const history = [h(1, 'Alice', 1, 1, 4), h(2, 'Bruno', 1, 2, 0), h(1, 'Alice', 2, 2, 4), h(2, 'Bruno', 2, 1, 7)];
    expect(chartSeries(history, 'rank')).toEqual({
      journees: [1, 2],
      series: [
        { userId: 2, username: 'Bruno', values: [2, 1] },
        { userId: 1, username: 'Alice', values: [1, 2] },
      ],
    });
    expect(chartSeries(history, 'points').series[0]?.values).toEqual([0, 7]);
  });
});
