import { type Palmares, resultatsCalls, SEASON_END_MSG } from '@poolfoot/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { failure, fakeServer } from '../../../test/server';
import { openOptions } from '../../../test/select';
import PalmaresPage from './palmares-page';

type Answer = Omit<Palmares, 'success' | 'status'>;

const h2h = (user_id: number, username: string, opponent_id: number, opponent: string, wins: number, draws: number, losses: number) => ({
  user_id,
  username,
  opponent_id,
  opponent,
  wins,
  draws,
  losses,
});
const PALMARES: Answer = {
  champions: [
    { saison_id: 2026, nom: 'Saison 2025/2026', user_id: 2, username: 'Marc', points_classement: 70 },
    { saison_id: 2025, nom: 'Saison 2024/2025', user_id: 1, username: 'Paul', points_classement: 72 },
  ],
  all_time: [
    { rank: 1, user_id: 1, username: 'Paul', seasons: 2, titles: 1, points_classement: 130, total_saison: 1900 },
    { rank: 2, user_id: 2, username: 'Marc', seasons: 2, titles: 1, points_classement: 128, total_saison: 1850 },
    { rank: 3, user_id: 3, username: 'Léa', seasons: 1, titles: 0, points_classement: 40, total_saison: 700 },
  ],
  head_to_head: [
    h2h(1, 'Paul', 2, 'Marc', 5, 1, 2),
    h2h(1, 'Paul', 3, 'Léa', 2, 0, 1),
    h2h(2, 'Marc', 1, 'Paul', 2, 1, 5),
    h2h(3, 'Léa', 1, 'Paul', 1, 0, 2),
  ],
};

function renderPalmares(answer: Answer | ReturnType<typeof failure>) {
  fakeServer().on(resultatsCalls.palmares, answer);
  renderApp(<PalmaresPage />, { user: { id: 2, username: 'Marc', nickname: 'Marc', role: 1 } });
}

const SLOW = { timeout: 8000 };
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

describe('the palmarès', { timeout: 20_000 }, () => {
  it('lists each season’s champion and the table of every season together', async () => {
    renderPalmares(PALMARES);
    const champions = screen.getByRole('region', { name: SEASON_END_MSG.championsTitle });
    expect((await within(champions).findAllByRole('listitem', {}, SLOW)).map((li) => li.textContent)).toEqual([
      'Saison 2025/2026Marc70 pts',
      'Saison 2024/2025Paul72 pts',
    ]);
    const table = screen.getByRole('table', { name: SEASON_END_MSG.allTimeTitle });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rang', 'Pooler', 'Saisons', 'Titres', 'Points']);
    expect(cells(table)).toEqual([
      ['1', 'Paul', '2', '1', '130'],
      ['2', 'Marc', '2', '1', '128'],
      ['3', 'Léa', '1', '0', '40'],
    ]);
  });

  it('shows my record against each pooler, then another pooler’s when I pick him', async () => {
    renderPalmares(PALMARES);
    const mine = await screen.findByRole('table', { name: SEASON_END_MSG.headToHeadLabel('Marc') }, SLOW);
    expect(cells(mine)).toEqual([['Paul', '2', '1', '5', '8']]);
    // On a phone: one card per opponent, the matches played on its first line.
    const cards = screen.getByRole('list', { name: SEASON_END_MSG.headToHeadLabel('Marc') });
    expect(within(cards).getByText(SEASON_END_MSG.played(8))).toBeTruthy();
    const section = screen.getByRole('region', { name: SEASON_END_MSG.headToHeadTitle });
    const options = await openOptions(within(section).getByRole('combobox', { name: SEASON_END_MSG.headToHeadPooler }));
    expect(options.map((o) => o.textContent)).toEqual(['Léa', 'Marc', 'Paul']);
    const paul = options.find((o) => o.textContent === 'Paul');
    if (paul) fireEvent.click(paul);
    const his = await screen.findByRole('table', { name: SEASON_END_MSG.headToHeadLabel('Paul') });
    expect(cells(his)).toEqual([
      ['Léa', '2', '0', '1', '3'],
      ['Marc', '5', '1', '2', '8'],
    ]);
  });

  it('a finished season the league played no match of: no champion, said so, as its season’s end says', async () => {
    renderPalmares({
      champions: [{ saison_id: 2026, nom: 'Saison 2025/2026', user_id: null, username: null, points_classement: null }],
      all_time: [],
      head_to_head: [],
    });
    const champions = screen.getByRole('region', { name: SEASON_END_MSG.championsTitle });
    expect((await within(champions).findAllByRole('listitem', {}, SLOW)).map((li) => li.textContent)).toEqual([
      `Saison 2025/2026${SEASON_END_MSG.noChampionShort}`,
    ]);
    expect(screen.queryByText(SEASON_END_MSG.noChampion)).toBeNull();
  });

  it('before any finished season: says there is no champion yet, nor any table or match', async () => {
    renderPalmares({ champions: [], all_time: [], head_to_head: [] });
    expect(await screen.findByText(SEASON_END_MSG.noChampion, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(SEASON_END_MSG.allTimeEmpty)).toBeTruthy();
    expect(screen.getByText(SEASON_END_MSG.headToHeadEmpty)).toBeTruthy();
  });

  it('says why when the palmarès cannot be read', async () => {
    renderPalmares(failure('internal', 'Base indisponible.'));
    expect(await screen.findByText('Base indisponible.', {}, SLOW)).toBeTruthy();
  });
});
