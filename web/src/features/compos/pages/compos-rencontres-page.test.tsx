import {
  AUTOPILOT_MSG,
  autopilotCalls,
  composCalls,
  journeesCalls,
  MSG,
  type Poste,
  type Rencontre,
  rencontresCalls,
  SEASON_END_MSG,
  saisonsCalls,
  statsCalls,
  type Team,
} from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, failure, fakeServer } from '../../../test/server';
import { openOptions } from '../../../test/select';
import { saison, saisonsAnswer } from '../../saisons/test-data';
import ComposRencontresPage from './compos-rencontres-page';
import { lineupSlot, matchday3 } from '../test-data';

/** A lineup as getByJourneeUser answers it. */
type CompoAnswer = NonNullable<AnswerOf<typeof composCalls.getByJourneeUser>['compo']>;

const journee = matchday3(0);
const side = (id: number, username: string) => ({ id, username });
const match = (no: number, home: [number, string], away: [number, string] | null): Rencontre => ({
  id: no,
  match_no: no,
  user1_id: home[0],
  user2_id: away?.[0] ?? null,
  score1: null,
  score2: null,
  resultat: null,
  home: side(...home),
  away: away ? side(...away) : null,
});
const slot = (ordre: number, poste: Poste, nom: string, kickoff: string | null) => lineupSlot(ordre, poste, nom, { kickoff_at: kickoff });
const compo = (userId: number, username: string): CompoAnswer => ({
  composition_id: userId,
  user_id: userId,
  username,
  journee_id: 33,
  numjournee: 3,
  formation: '442',
  capitaine_lfp_id: 'l9',
  total: null,
  slots: [slot(9, 'AT', `Buteur${userId}`, '2026-09-20T18:45:00.000Z'), slot(0, 'GB', `Gardien${userId}`, '2026-09-19T15:00:00.000Z')],
});

function renderPage(at = '/compos/rencontres') {
  renderApp(<ComposRencontresPage />, {
    at,
    path: '/compos/rencontres/:journeeId?',
    user: { id: 1, username: 'Alex', nickname: 'Alex', role: 1 },
  });
}

/** A first render under jsdom on a busy machine can take seconds. */
const SLOW = { timeout: 8000 };
const team = (userId: number, username: string): Team => ({
  saison_id: 2026,
  journee: 3,
  count: 0,
  user_id: userId,
  username,
  joueurs: [],
});

describe('recap by matches', { timeout: 20_000 }, () => {
  it('shows each match with both lineups sorted by position, the captain, the kickoffs, the pitch, and a bye', async () => {
    const server = fakeServer()
      .on(rencontresCalls.getByJournee, {
        journee,
        started: true,
        matches: [match(1, [1, 'Alex'], [2, 'Bruno']), match(2, [3, 'Camille'], null)],
      })
      .on(composCalls.getByJourneeUser, ({ user_id }) => {
        const name = ['', 'Alex', 'Bruno', 'Camille'][user_id] ?? '';
        return { journee, started: true, team: team(user_id, name), compo: compo(user_id, name), hidden: false };
      });
    renderPage('/compos/rencontres/33');
    expect(await screen.findByRole('heading', { name: 'Rencontres – Journée 3' }, SLOW)).toBeTruthy();
    expect(server.received(rencontresCalls.getByJournee)[0]).toEqual({ journee_id: 33 });
    const first = await screen.findByRole('article', { name: MSG.matchNo(1) });
    const alex = await within(first).findByRole('region', { name: 'Composition de Alex' });
    expect(within(alex).getByText('4-4-2')).toBeTruthy();
    const names = [...alex.querySelectorAll('p')]
      .map((p) => p.textContent)
      .filter((t) => t?.startsWith('Gardien') || t?.startsWith('Buteur'));
    expect(names).toEqual(['Gardien1', 'Buteur1']);
    expect(within(alex).getByLabelText('Capitaine')).toBeTruthy();
    expect(within(alex).getByText('20/09/2026 20:45')).toBeTruthy();
    expect(within(first).getByRole('region', { name: 'Composition de Bruno' })).toBeTruthy();
    expect(within(first).getByRole('region', { name: 'Terrain du match #1' })).toBeTruthy();
    const bye = screen.getByRole('article', { name: MSG.matchNo(2) });
    expect(within(bye).getByText(MSG.noOpponent)).toBeTruthy();
  });

  it('hides a lineup before the first kickoff and shows 442 without a lineup', async () => {
    fakeServer()
      .on(rencontresCalls.getByJournee, { journee, started: false, matches: [match(1, [1, 'Alex'], [2, 'Bruno'])] })
      .on(composCalls.getByJourneeUser, ({ user_id }) =>
        user_id === 1
          ? { journee, started: false, team: team(1, 'Alex'), compo: null, hidden: false }
          : { journee, started: false, team: team(2, 'Bruno'), compo: null, hidden: true },
      );
    renderPage();
    const bruno = await screen.findByRole('region', { name: 'Composition de Bruno' }, SLOW);
    expect(await within(bruno).findByText('Les compositions des autres poolers seront visibles au premier coup d’envoi.')).toBeTruthy();
    const alex = screen.getByRole('region', { name: 'Composition de Alex' });
    expect(within(alex).getByText(MSG.noCompo)).toBeTruthy();
    expect(within(alex).getByText('4-4-2')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Terrain du match #1' })).toBeNull();
  });

  it("puts the user's own match first, anchored, and opens on it with #mon-match", async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    fakeServer()
      .on(rencontresCalls.getByJournee, {
        journee,
        started: false,
        matches: [match(1, [2, 'Bruno'], [3, 'Camille']), match(2, [4, 'Damien'], [1, 'Alex'])],
      })
      .on(composCalls.getByJourneeUser, ({ user_id }) => ({
        journee,
        started: false,
        team: team(user_id, 'x'),
        compo: null,
        hidden: false,
      }));
    renderPage('/compos/rencontres#mon-match');
    await screen.findByRole('article', { name: MSG.matchNo(2) }, SLOW);
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards).toEqual([MSG.matchNo(2), MSG.matchNo(1)]);
    expect(screen.getByRole('article', { name: MSG.matchNo(2) }).id).toBe('mon-match');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('article', { name: MSG.matchNo(2) }));
  });

  it('while the matchday is played: the provisional score en direct, a live player’s points with the minute, final points kept', async () => {
    const finished = { ...slot(0, 'GB', 'Gardien1', '2026-09-19T15:00:00.000Z'), isLocked: true, total: 4, played: true };
    const onPitch = { ...slot(9, 'AT', 'Buteur1', '2026-09-20T18:45:00.000Z'), isLocked: true };
    fakeServer()
      .on(rencontresCalls.getByJournee, { journee, started: true, matches: [match(1, [1, 'Alex'], [2, 'Bruno'])] })
      .on(autopilotCalls.live, {
        journee: { id: 33, numjournee: 3 },
        matchs: [{ id: 5, home: 'Lyon', away: 'Brest', home_score: 1, away_score: 0, minute: 63 }],
        rencontres: [{ id: 1, score1: 16, score2: 3 }],
        poolers: [],
        joueurs: [
          {
            joueur_id: 109,
            match_id: 5,
            points: 6,
            minutes: 63,
            detail: [
              { label: '60+ min', count: 1, points: 2 },
              { label: 'but', count: 1, points: 4 },
            ],
          },
        ],
      })
      .on(statsCalls.playerPoints, {
        joueur: { joueur_id: 109, prenom: null, nom: 'Buteur1', club_name: 'OL', poste: 'AT' },
        total: 10,
        points: [],
      })
      .on(composCalls.getByJourneeUser, ({ user_id }) => {
        const name = ['', 'Alex', 'Bruno'][user_id] ?? '';
        return {
          journee,
          started: true,
          team: team(user_id, name),
          compo: { ...compo(user_id, name), slots: [finished, onPitch] },
          hidden: false,
        };
      });
    renderPage('/compos/rencontres/33');
    const card = await screen.findByRole('article', { name: MSG.matchNo(1) }, SLOW);
    const score = await within(card).findByLabelText(AUTOPILOT_MSG.liveMatchLabel(true));
    expect(within(score).getByText(AUTOPILOT_MSG.onAir)).toBeTruthy();
    expect(within(score).getByText('Alex 16 : 3 Bruno')).toBeTruthy();
    const alex = await within(card).findByRole('region', { name: 'Composition de Alex' });
    expect(within(alex).getByLabelText(AUTOPILOT_MSG.liveScoreLabel(true, 'Alex')).textContent).toBe('16');
    // The live player: his provisional points, said so, and the minute instead of his kickoff.
    const live = await within(alex).findByRole('button', { name: AUTOPILOT_MSG.livePointsLabel(6, 63, 'Buteur1') });
    expect(live.textContent).toBe('6 pts');
    expect(within(alex).getByText(AUTOPILOT_MSG.liveMinute(63))).toBeTruthy();
    expect(within(alex).queryByText('20/09/2026 20:45')).toBeNull();
    // The player whose match is over keeps his final points, unmarked.
    expect(within(alex).getByRole('button', { name: '4 pts : détail des points de Gardien1' })).toBeTruthy();
    // On the pitch: his shirt carries his provisional points (and his captain's C), said live; the finished player's his final ones.
    const pitch = within(card).getByRole('region', { name: 'Terrain du match #1' });
    const tokens = [...pitch.querySelectorAll('span')].filter((t) => t.parentElement?.parentElement === pitch);
    const textOf = (name: string) => tokens.filter((t) => t.textContent?.includes(name)).map((t) => t.textContent);
    expect(textOf('Buteur1')).toEqual(['6CButeur1en direct', '6CButeur1en direct']);
    expect(textOf('Gardien1')).toEqual(['4Gardien1', '4Gardien1']);
    // His points explained by his live stat line, marked provisional.
    fireEvent.click(live);
    const row = await screen.findByRole('row', { name: AUTOPILOT_MSG.liveLine(3, 63) });
    expect(within(row).getByText(AUTOPILOT_MSG.liveMinutes(63))).toBeTruthy();
    expect(within(row).getByText('2 pts : 60+ min, 4 pts : but')).toBeTruthy();
    expect(within(row).getByText(AUTOPILOT_MSG.liveNote)).toBeTruthy();
  });

  it('says when there is no pairing', async () => {
    fakeServer().on(rencontresCalls.getByJournee, { journee, started: false, matches: [] });
    renderPage();
    expect(await screen.findByText(MSG.noPairings, {}, SLOW)).toBeTruthy();
  });

  it("shows 'Chargement…' then 'Erreur au chargement'", async () => {
    fakeServer().on(rencontresCalls.getByJournee, failure('internal', 'Boum'));
    renderPage();
    expect(screen.getByText(MSG.recapLoading)).toBeTruthy();
    expect(await screen.findByText(MSG.recapLoadError, {}, SLOW)).toBeTruthy();
  });
});

/** A finished matchday of season 2025 (id 500 + its number). */
const pastJournee = (numjournee: number) => ({
  ...matchday3(9),
  id: 500 + numjournee,
  numjournee,
  saison_id: 2025,
});

describe('the rencontres of a season', { timeout: 20_000 }, () => {
  function seasonServer(active = saison(2026, { active: true, finished: false })) {
    return fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(active, saison(2025)))
      .on(journeesCalls.list, ({ saison_id }) => ({ journees: saison_id === 2025 ? [pastJournee(1), pastJournee(2)] : [journee] }))
      .on(rencontresCalls.getByJournee, ({ journee_id }) =>
        journee_id === undefined
          ? { journee, started: false, matches: [match(1, [1, 'Alex'], [2, 'Bruno'])] }
          : { journee: pastJournee(journee_id - 500), started: true, matches: [match(7, [1, 'Alex'], [3, 'Camille'])] },
      )
      .on(composCalls.getByJourneeUser, ({ user_id }) => ({
        journee,
        started: true,
        team: team(user_id, 'x'),
        compo: null,
        hidden: false,
      }));
  }
  const pick = async (label: string, option: string) => {
    const options = await openOptions(await screen.findByRole('combobox', { name: label }, SLOW));
    const target = options.find((o) => o.textContent === option);
    if (!target) throw new Error(`no option ${option} in ${options.map((o) => o.textContent)}`);
    fireEvent.click(target);
  };

  it('a past season chosen: its last matchday’s rencontres, then any of its matchdays', async () => {
    const server = seasonServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rencontres – Journée 3' }, SLOW)).toBeTruthy();
    expect(server.received(rencontresCalls.getByJournee)[0]).toEqual({});
    await pick(SEASON_END_MSG.seasonLabel, 'Saison 2024/2025');
    expect(await screen.findByRole('heading', { name: 'Rencontres – Journée 2' }, SLOW)).toBeTruthy();
    expect(server.received(rencontresCalls.getByJournee).at(-1)).toEqual({ journee_id: 502 });
    expect(server.received(journeesCalls.list)).toContainEqual({ saison_id: 2025 });
    expect(screen.getByRole('article', { name: MSG.matchNo(7) })).toBeTruthy();
    const journees = await openOptions(screen.getByRole('combobox', { name: SEASON_END_MSG.journeeLabel }));
    expect(journees.map((o) => o.textContent)).toEqual(['J1', 'J2']);
    const first = journees.find((o) => o.textContent === 'J1');
    if (first) fireEvent.click(first);
    expect(await screen.findByRole('heading', { name: 'Rencontres – Journée 1' }, SLOW)).toBeTruthy();
    expect(server.received(rencontresCalls.getByJournee).at(-1)).toEqual({ journee_id: 501 });
    // The season stays chosen.
    expect((screen.getByRole('combobox', { name: SEASON_END_MSG.seasonLabel }) as HTMLInputElement).value).toBe('Saison 2024/2025');
  });

  it('a past matchday in the address: its own season is the one shown', async () => {
    seasonServer();
    renderPage('/compos/rencontres/501');
    expect(await screen.findByRole('heading', { name: 'Rencontres – Journée 1' }, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: SEASON_END_MSG.seasonLabel }) as HTMLInputElement).value).toBe('Saison 2024/2025'),
    );
  });

  it('the active season finished, no matchday to come: says the season is over, not that there is no pairing', async () => {
    fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: true }), saison(2025)))
      .on(journeesCalls.list, { journees: [{ ...journee, status: 9 }] })
      .on(rencontresCalls.getByJournee, { journee: null, started: false, matches: [] });
    renderPage();
    expect(await screen.findByText(SEASON_END_MSG.seasonOver('Saison 2025/2026'), {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: SEASON_END_MSG.seeClassement }).getAttribute('href')).toBe('/classement');
    expect(screen.getByRole('link', { name: SEASON_END_MSG.seePalmares }).getAttribute('href')).toBe('/palmares');
    expect(screen.queryByText(MSG.noPairings)).toBeNull();
  });
});
