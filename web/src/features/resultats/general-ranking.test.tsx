import { journeesCalls, resultatsCalls, SEASON_END_MSG, saisonsCalls } from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { fakeServer } from '../../test/server';
import { openOptions } from '../../test/select';
import { recordsAnswer, saison, saisonsAnswer } from '../saisons/test-data';
import GeneralRanking from './components/general-ranking';
import ClassementPage from './pages/classement-page';

const standing = (rank: number, user_id: number, username: string) => ({
  rank,
  user_id,
  username,
  points_classement: 30 - rank,
  total_saison: 300 - rank,
  lost_saison: 0,
  total_stars: 0,
});
/** This season Léa leads; last season Paul won. */
const RANKINGS: Record<number, ReturnType<typeof standing>[]> = {
  2026: [standing(1, 3, 'Léa'), standing(2, 1, 'Paul')],
  2025: [standing(1, 1, 'Paul'), standing(2, 3, 'Léa')],
};

function renderRanking(at = '/classement') {
  const server = fakeServer()
    .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: false }), saison(2025)))
    .on(saisonsCalls.records, ({ saison_id }) => recordsAnswer(saison_id ?? 2026))
    .on(resultatsCalls.getGeneral, ({ saison_id = 2026 }) => ({ saison_id, classement: RANKINGS[saison_id] ?? [] }))
    .on(resultatsCalls.getHistory, ({ saison_id = 2026 }) => ({ saison_id, history: [] }))
    .on(journeesCalls.list, { journees: [] });
  renderApp(<GeneralRanking />, { at, path: '/classement', user: { id: 1, username: 'Paul', nickname: 'Paul', role: 1 } });
  return server;
}

const SLOW = { timeout: 8000 };
const firstNames = () =>
  within(screen.getByRole('table', { name: 'Classement général' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[1]?.textContent);

describe('the ranking of a season', { timeout: 20_000 }, () => {
  it('the active season by default; a past season chosen: its ranking, its chart, its end above the table', async () => {
    const server = renderRanking();
    await waitFor(() => expect(firstNames()).toEqual(['Léa', 'Paul']), SLOW);
    expect(server.received(resultatsCalls.getGeneral)[0]).toEqual({});
    expect(screen.queryByRole('region', { name: SEASON_END_MSG.ended('Saison 2025/2026') })).toBeNull();
    const select = await screen.findByRole('combobox', { name: SEASON_END_MSG.seasonLabel }, SLOW);
    const options = await openOptions(select);
    expect(options.map((o) => o.textContent)).toEqual(['Saison 2025/2026', 'Saison 2024/2025']);
    const past = options.find((o) => o.textContent === 'Saison 2024/2025');
    if (past) fireEvent.click(past);
    await waitFor(() => expect(firstNames()).toEqual(['Paul', 'Léa']), SLOW);
    expect(server.received(resultatsCalls.getGeneral).at(-1)).toEqual({ saison_id: 2025 });
    await waitFor(() => expect(server.received(resultatsCalls.getHistory)).toContainEqual({ saison_id: 2025 }));
    await waitFor(() => expect(server.received(journeesCalls.list)).toContainEqual({ saison_id: 2025 }));
    const end = await screen.findByRole('region', { name: SEASON_END_MSG.ended('Saison 2024/2025') }, SLOW);
    const table = screen.getByRole('table', { name: 'Classement général' });
    expect(end.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(server.received(saisonsCalls.records)).toEqual([{ saison_id: 2025 }]);
  });

  it('a season in the address (?saison=2025): read at once, shown in the choice', async () => {
    const server = renderRanking('/classement?saison=2025');
    await waitFor(() => expect(firstNames()).toEqual(['Paul', 'Léa']), SLOW);
    expect(server.received(resultatsCalls.getGeneral)).toEqual([{ saison_id: 2025 }]);
    const select = (await screen.findByRole('combobox', { name: SEASON_END_MSG.seasonLabel }, SLOW)) as HTMLInputElement;
    expect(select.value).toBe('Saison 2024/2025');
  });

  it('while the league waits to start the new season: the last season it played first, the new one still chosen', async () => {
    const server = fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(saison(2027, { active: true, finished: false, started: false }), saison(2026)))
      .on(saisonsCalls.records, ({ saison_id }) => recordsAnswer(saison_id ?? 2027))
      .on(resultatsCalls.getGeneral, ({ saison_id = 2027 }) => ({ saison_id, classement: RANKINGS[saison_id] ?? [] }))
      .on(resultatsCalls.getHistory, ({ saison_id = 2027 }) => ({ saison_id, history: [] }))
      .on(journeesCalls.list, { journees: [] });
    renderApp(<GeneralRanking />, { at: '/classement', path: '/classement' });
    await waitFor(() => expect(firstNames()).toEqual(['Léa', 'Paul']), SLOW);
    expect(server.received(resultatsCalls.getGeneral).at(-1)).toEqual({ saison_id: 2026 });
    const select = (await screen.findByRole('combobox', { name: SEASON_END_MSG.seasonLabel }, SLOW)) as HTMLInputElement;
    expect(select.value).toBe('Saison 2025/2026');
    const next = (await openOptions(select)).find((o) => o.textContent === 'Saison 2026/2027');
    if (next) fireEvent.click(next);
    await waitFor(() => expect(server.received(resultatsCalls.getGeneral).at(-1)).toEqual({ saison_id: 2027 }));
    await waitFor(() => expect(select.value).toBe('Saison 2026/2027'));
  });

  it('before the season has results: nobody ranked, a dash for each', async () => {
    const unranked = [
      { ...standing(1, 3, 'Léa'), rank: null },
      { ...standing(1, 1, 'Paul'), rank: null },
    ];
    fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: false })))
      .on(resultatsCalls.getGeneral, { saison_id: 2026, classement: unranked })
      .on(resultatsCalls.getHistory, { saison_id: 2026, history: [] })
      .on(journeesCalls.list, { journees: [] });
    renderApp(<GeneralRanking />, { at: '/classement', path: '/classement' });
    await waitFor(() => expect(firstNames()).toEqual(['Léa', 'Paul']), SLOW);
    const ranks = within(screen.getByRole('table', { name: 'Classement général' }))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[0]?.textContent);
    expect(ranks).toEqual(['—', '—']);
  });

  it('one season only: no choice', async () => {
    fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: false })))
      .on(resultatsCalls.getGeneral, { saison_id: 2026, classement: RANKINGS[2026] ?? [] });
    renderApp(<GeneralRanking />, { at: '/classement', path: '/classement' });
    await waitFor(() => expect(firstNames()).toEqual(['Léa', 'Paul']), SLOW);
    expect(screen.queryByRole('combobox', { name: SEASON_END_MSG.seasonLabel })).toBeNull();
  });

  it('the page leads to the palmarès', () => {
    fakeServer();
    renderApp(<ClassementPage />);
    expect(screen.getByRole('link', { name: SEASON_END_MSG.palmares }).getAttribute('href')).toBe('/palmares');
  });
});
