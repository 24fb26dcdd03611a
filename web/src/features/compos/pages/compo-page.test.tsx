import { composCalls, MSG, SEASON_END_MSG, saisonsCalls } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { saison, saisonsAnswer } from '../../saisons/test-data';
import CompoPage from './compo-page';

const team = { saison_id: 2026, journee: 38, count: 0, user_id: 1, username: 'Alex', joueurs: [] };

/** /compo with no matchday left (compos/getCompo answers none), the active season finished or not. */
function renderNoMatchday(finished: boolean) {
  fakeServer()
    .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished })))
    .on(composCalls.getCompo, { team, journee: null, compo: null, locked_joueur_ids: [], picker: { last_numjournee: null, joueurs: [] } });
  renderApp(<CompoPage />, { user: { id: 1, username: 'Alex', nickname: 'Alex', role: 1 } });
}

const SLOW = { timeout: 8000 };

describe('/compo without a matchday to come', { timeout: 20_000 }, () => {
  it('the season finished: says so, with the ways to the ranking and the palmarès', async () => {
    renderNoMatchday(true);
    expect(await screen.findByText(SEASON_END_MSG.seasonOver('Saison 2025/2026'), {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Saison 2025/2026 est terminée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: SEASON_END_MSG.seeClassement }).getAttribute('href')).toBe('/classement');
    expect(screen.getByRole('link', { name: SEASON_END_MSG.seePalmares }).getAttribute('href')).toBe('/palmares');
    expect(screen.queryByText(MSG.matchdayNotFound)).toBeNull();
  });

  it('the season not finished: the matchday cannot be found', async () => {
    renderNoMatchday(false);
    expect(await screen.findByText(MSG.matchdayNotFound, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(SEASON_END_MSG.seasonOver('Saison 2025/2026'))).toBeNull();
  });
});
