import { saisonsCalls, SEASON_END_MSG } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { failure, fakeServer } from '../../../test/server';
import { recordsAnswer } from '../test-data';
import SeasonEnd from './season-end';

const SLOW = { timeout: 8000 };

describe('a season’s end', { timeout: 20_000 }, () => {
  it('shows the champion, the podium 1-2-3 and each record with who and when', async () => {
    const server = fakeServer().on(saisonsCalls.records, recordsAnswer(2025));
    renderApp(<SeasonEnd saisonId={2025} />);
    const card = await screen.findByRole('region', { name: 'Saison 2024/2025 terminée' }, SLOW);
    expect(server.received(saisonsCalls.records)[0]).toEqual({ saison_id: 2025 });
    expect(within(card).getByText(SEASON_END_MSG.champion)).toBeTruthy();
    const podium = within(card).getByRole('list', { name: SEASON_END_MSG.podium });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1erPaul72 pts', '2eMarc65 pts', '3eLéa51 pts']);
    const record = (title: string) => within(card).getByRole('region', { name: title }).lastChild?.textContent;
    expect(record('Meilleur score d’une journée')).toBe('Paul, 54 pts (J12)');
    expect(record('Plus large victoire')).toBe('Paul 61–20 contre Marc (J7)');
    expect(record('Plus longue série de victoires')).toBe('Paul, 5 victoires de suite (J3 à J7)');
    expect(record('Le plus d’étoiles')).toBe('Léa, 4 étoiles');
    expect(record('Meilleurs points de capitaine')).toBe('Marc, 24 pts (J5)');
    expect(record('Le plus de points perdus')).toBe('Marc, 31 pts perdus (J9)');
    expect(record('Meilleur choix de la draft')).toBe('Mbappé par Paul (tour 9) : 180 pts, +95 sur la moyenne du tour');
  });

  it('writes a long name on the podium whole, wrapped, never cut', async () => {
    const answer = recordsAnswer(2025);
    const podium = answer.podium.map((row, i) => (i === 0 ? { ...row, username: 'Hugo Coup-de-Boule le Magnifique' } : row));
    fakeServer().on(saisonsCalls.records, { ...answer, podium });
    renderApp(<SeasonEnd saisonId={2025} />);
    const list = await screen.findByRole('list', { name: SEASON_END_MSG.podium }, SLOW);
    const name = within(list).getByText('Hugo Coup-de-Boule le Magnifique');
    expect(name.hasAttribute('data-line-clamp')).toBe(false);
  });

  it('a season the league played no match of: no champion (said so), no podium, no record', async () => {
    fakeServer().on(saisonsCalls.records, { ...recordsAnswer(2025), champion: null, podium: [], records: [] });
    renderApp(<SeasonEnd saisonId={2025} />);
    expect(await screen.findByText(SEASON_END_MSG.noRecords, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(SEASON_END_MSG.noChampionOf('Saison 2024/2025'))).toBeTruthy();
    expect(screen.queryByText(SEASON_END_MSG.champion)).toBeNull();
    expect(screen.queryByRole('list', { name: SEASON_END_MSG.podium })).toBeNull();
    expect(screen.queryByText(/1er/)).toBeNull();
  });

  it('says why when the records cannot be read', async () => {
    fakeServer().on(saisonsCalls.records, failure('internal', 'Base indisponible.'));
    renderApp(<SeasonEnd saisonId={2025} />);
    expect(await screen.findByText('Base indisponible.', {}, SLOW)).toBeTruthy();
  });
});
