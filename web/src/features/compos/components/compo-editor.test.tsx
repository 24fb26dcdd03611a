import { notifications } from '@mantine/notifications';
import {
  type Compo,
  type ComposGet,
  COMPOS_MSG,
  composCalls,
  gameCalls,
  LINEUP_ERRORS,
  MSG,
  type Poste,
  type TeamPlayer,
} from '@poolfoot/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, failure, fakeServer } from '../../../test/server';
import { CompoEditor } from './compo-editor';
import { CompoScreen } from './compo-screen';

let nextId = 0;
const joueur = (poste: Poste, nom: string): TeamPlayer => {
  nextId += 1;
  return {
    joueur_id: nextId,
    poste,
    prenom: null,
    nom,
    club_official_name: `Club ${nom}`,
    club_name: `Club ${nom}`,
    club_id: 1,
    lfp_id: `lfp-${nom}`,
    journee_in: 1,
    journee_out: null,
    user_id: 7,
    malus_cap: 0,
  };
};

const P = {
  g1: joueur('GB', 'Gardien1'),
  g2: joueur('GB', 'Gardien2'),
  d1: joueur('DC', 'Central1'),
  d2: joueur('DC', 'Central2'),
  d3: joueur('DC', 'Central3'),
  l1: joueur('DL', 'Lateral1'),
  l2: joueur('DL', 'Lateral2'),
  m1: joueur('MC', 'Milieu1'),
  m2: joueur('MC', 'Milieu2'),
  o1: joueur('MO', 'Offensif1'),
  o2: joueur('MO', 'Offensif2'),
  o3: joueur('MO', 'Offensif3'),
  a1: joueur('AT', 'Attaquant1'),
};
const TEAM = Object.values(P);
/** The 4-2-3-1 order: GB, DL, DC, DC, DL, MC, MC, MO, MO, MO, AT. */
const XI = [P.g1, P.l1, P.d1, P.d2, P.l2, P.m1, P.m2, P.o1, P.o2, P.o3, P.a1];

function compoOf(joueurs: (TeamPlayer | null)[], captain: TeamPlayer | null, locked: Set<number>): Compo {
  return {
    composition_id: 5,
    user_id: 7,
    username: 'Camille',
    journee_id: 11,
    numjournee: 1,
    formation: '4231',
    capitaine_lfp_id: captain?.lfp_id ?? null,
    total: null,
    slots: joueurs
      .flatMap((p, ordre) => (p ? [{ p, ordre }] : []))
      .map(({ p, ordre }) => ({
        ordre,
        joueur_id: p.joueur_id,
        lfp_id: p.lfp_id,
        club_id: p.club_id,
        club_name: p.club_name,
        poste: p.poste,
        prenom: p.prenom,
        nom: p.nom,
        isLocked: locked.has(p.joueur_id),
        kickoff_at: null,
        kickoff_unknown: false,
        total: null,
        played: false,
      })),
  };
}

/** Two more forwards, for a squad that can fill a 4-3-3. */
const BENCH = { a2: joueur('AT', 'Attaquant2'), a3: joueur('AT', 'Attaquant3') };

function renderEditor(opts: {
  compo: 'saved' | 'none';
  locked?: TeamPlayer[];
  captain?: TeamPlayer | null;
  onSaved?: () => void;
  bench?: TeamPlayer[];
  xi?: (TeamPlayer | null)[];
  picker?: ComposGet['picker'];
}) {
  const locked = new Set((opts.locked ?? []).map((p) => p.joueur_id));
  const team = [...TEAM, ...(opts.bench ?? [])];
  const data: ComposGet = {
    success: true,
    status: 'success',
    team: { saison_id: 2026, journee: 1, count: team.length, user_id: 7, username: 'Camille', joueurs: team },
    journee: {
      id: 11,
      numjournee: 1,
      date: '2026-09-05',
      heure: '21:00',
      start_at: '2026-09-05T19:00:00.000Z',
      status: 0,
      saison_id: 2026,
    },
    compo: opts.compo === 'saved' ? compoOf(opts.xi ?? XI, opts.captain ?? null, locked) : null,
    locked_joueur_ids: [...locked],
    picker: opts.picker ?? { last_numjournee: null, joueurs: [] },
  };
  renderApp(<CompoEditor data={data} onSaved={opts.onSaved} />, { user: { id: 7, username: 'Camille', nickname: 'Cam', role: 1 } });
}

/** A first render under jsdom on a busy machine can take seconds. */
const SLOW = { timeout: 8000 };
const slotButton = (n: number) => screen.getByLabelText(new RegExp(`^Emplacement ${n} –`));
const captainInput = () => screen.getAllByLabelText('Capitaine').find((e) => e.tagName === 'INPUT');
const openSlot = async (n: number) => {
  fireEvent.click(slotButton(n));
  return screen.findByRole('dialog', {}, SLOW);
};

// The toasts of a test are not the next one's.
afterEach(() => {
  // Not returned: awaiting a sync act's result reopens React's act queue into the next test.
  act(() => notifications.clean());
});

// Mantine under jsdom on a busy 2-core machine: a first render can take seconds.
describe('lineup editor: slot picker', { timeout: 20_000 }, () => {
  it('offers only the players of the slot position, not locked, not used in another slot', async () => {
    renderEditor({ compo: 'saved', locked: [P.g1] });
    // Slot 3 is a DC holding Central1; Central2 plays in slot 4.
    const dialog = await openSlot(3);
    const names = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
    expect(names.some((n) => n?.includes('Central1'))).toBe(true);
    expect(names.some((n) => n?.includes('Central3'))).toBe(true);
    expect(names.some((n) => n?.includes('Central2'))).toBe(false);
    expect(names.some((n) => n?.includes('Lateral') || n?.includes('Gardien'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Central3/ }));
    await waitFor(() => expect(slotButton(3).getAttribute('aria-label')).toBe('Emplacement 3 – DC : Central3'));
  });

  it('does not offer a locked player and keeps a locked slot closed', async () => {
    renderEditor({ compo: 'none', locked: [P.g1] });
    const dialog = await openSlot(1);
    expect(within(dialog).queryByRole('button', { name: /Gardien1/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Gardien2/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slotButton(1).getAttribute('aria-label')).toBe('Emplacement 1 – GB : Gardien2');
  });

  it("shows each player's points this season, at the last matchday, and his club's match at home or away", async () => {
    renderEditor({
      compo: 'none',
      picker: {
        last_numjournee: 4,
        joueurs: [
          { joueur_id: P.g1.joueur_id, season_points: 23, last_points: 6, next: { opponent: 'Lens', home: true } },
          { joueur_id: P.g2.joueur_id, season_points: 1, last_points: null, next: { opponent: 'Lyon', home: false } },
        ],
      },
    });
    const dialog = await openSlot(1);
    const first = within(dialog).getByRole('button', { name: /Gardien1/ });
    expect(first.textContent).toContain(COMPOS_MSG.pickerSeason(23));
    expect(first.textContent).toContain('23 pts cette saison');
    expect(first.textContent).toContain('J4 : 6 pts');
    expect(first.textContent).toContain('vs Lens (dom.)');
    const second = within(dialog).getByRole('button', { name: /Gardien2/ });
    expect(second.textContent).toContain('1 pt cette saison');
    expect(second.textContent).toContain(COMPOS_MSG.pickerLast(4, null));
    expect(second.textContent).toContain('à Lyon (ext.)');
  });

  it('says nothing of a last matchday before any, and that a club does not play', async () => {
    renderEditor({
      compo: 'none',
      picker: { last_numjournee: null, joueurs: [{ joueur_id: P.g1.joueur_id, season_points: 0, last_points: null, next: null }] },
    });
    const dialog = await openSlot(1);
    const first = within(dialog).getByRole('button', { name: /Gardien1/ });
    expect(first.textContent).toContain('0 pt cette saison');
    expect(first.textContent).toContain(COMPOS_MSG.pickerNoMatch);
    expect(first.textContent).not.toMatch(/J\d+ :/);
  });

  it("says 'Aucun joueur disponible pour ce poste.' when nobody fits", async () => {
    renderEditor({ compo: 'saved', locked: [P.g1] });
    // Slot 1 holds the locked keeper: the button does nothing.
    expect(slotButton(1).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(slotButton(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // 4-4-2 has two AT slots and the team has one forward, already on the pitch.
    fireEvent.click(screen.getByText('4-4-2'));
    const dialog = await openSlot(10);
    expect(within(dialog).getByText(MSG.noPlayerForSlot)).toBeTruthy();
  });
});

describe('lineup editor: formation change', { timeout: 20_000 }, () => {
  it('is refused with the message when the locked players do not fit', async () => {
    renderEditor({ compo: 'saved', locked: [P.o1, P.o2] });
    fireEvent.click(screen.getByText('4-3-3'));
    expect(await screen.findByText(MSG.formationLocked(2, 'MO', 1, '433'), {}, SLOW)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '4-2-3-1' }) as HTMLInputElement).checked).toBe(true);
    expect(slotButton(8).getAttribute('aria-label')).toBe('Emplacement 8 – MO : Offensif1 (verrouillé)');
  });

  it('re-places by position, locked players first, and clears a captain left off the pitch', async () => {
    renderEditor({ compo: 'saved', locked: [P.o1, P.o2], captain: P.o3 });
    expect(captainInput()).toHaveProperty('value', 'Offensif3 (MO)');
    fireEvent.click(screen.getByText('4-4-2'));
    await waitFor(() => expect(slotButton(10).getAttribute('aria-label')).toBe('Emplacement 10 – AT : vide'));
    expect(slotButton(8).getAttribute('aria-label')).toBe('Emplacement 8 – MO : Offensif1 (verrouillé)');
    expect(slotButton(9).getAttribute('aria-label')).toBe('Emplacement 9 – MO : Offensif2 (verrouillé)');
    expect(slotButton(11).getAttribute('aria-label')).toBe('Emplacement 11 – AT : Attaquant1');
    expect(captainInput()).toHaveProperty('value', '');
  });
});

describe('lineup editor: a squad that can fill the slots does', { timeout: 20_000 }, () => {
  it('4-2-3-1 -> 4-3-3 keeps everyone who fits and fills the two new forward slots from the squad', async () => {
    renderEditor({ compo: 'saved', captain: P.a1, bench: [BENCH.a2, BENCH.a3] });
    fireEvent.click(screen.getByText('4-3-3'));
    await waitFor(() => expect(slotButton(9).getAttribute('aria-label')).toBe('Emplacement 9 – AT : Attaquant2'));
    expect(slotButton(8).getAttribute('aria-label')).toBe('Emplacement 8 – MO : Offensif1');
    expect(slotButton(10).getAttribute('aria-label')).toBe('Emplacement 10 – AT : Attaquant3');
    expect(slotButton(11).getAttribute('aria-label')).toBe('Emplacement 11 – AT : Attaquant1');
    expect(screen.getByText('11 / 11 joueurs')).toBeTruthy();
    expect(screen.queryByText(COMPOS_MSG.incomplete(1))).toBeNull();
    expect(captainInput()).toHaveProperty('value', 'Attaquant1 (AT)');
    // And back: the offensive midfielders taken off come back first.
    fireEvent.click(screen.getByText('4-2-3-1'));
    await waitFor(() => expect(slotButton(9).getAttribute('aria-label')).toBe('Emplacement 9 – MO : Offensif2'));
    expect(slotButton(10).getAttribute('aria-label')).toBe('Emplacement 10 – MO : Offensif3');
  });

  it('warns when the lineup in effect is incomplete and completes it from the squad on demand', async () => {
    // Carried over after a mercato move: the forward's slot is empty.
    renderEditor({ compo: 'saved', xi: [...XI.slice(0, 10), null], bench: [BENCH.a2] });
    expect(await screen.findByText(COMPOS_MSG.incomplete(1), {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: COMPOS_MSG.completeFromSquad }));
    await waitFor(() => expect(slotButton(11).getAttribute('aria-label')).toBe('Emplacement 11 – AT : Attaquant1'));
    expect(screen.queryByText(COMPOS_MSG.incomplete(1))).toBeNull();
  });

  it('keeps the warning without the button when nobody of the squad fits the empty slot', async () => {
    renderEditor({ compo: 'saved', locked: [P.a1], xi: [...XI.slice(0, 10), null] });
    expect(await screen.findByText(COMPOS_MSG.incomplete(1), {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COMPOS_MSG.completeFromSquad })).toBeNull();
  });
});

describe('lineup editor: save', { timeout: 20_000 }, () => {
  it("shows 'Enregistrement…' while saving, then the success message, and sends the SPEC payload", async () => {
    let answer: (r: AnswerOf<typeof composCalls.saveCompo>) => void = () => {};
    const server = fakeServer().on(composCalls.saveCompo, () => new Promise((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    renderEditor({ compo: 'saved', captain: P.m1, onSaved });
    fireEvent.click(screen.getByRole('button', { name: 'Valider la composition' }));
    expect(await screen.findByRole('button', { name: MSG.composSaving }, SLOW)).toBeTruthy();
    const [body] = server.received(composCalls.saveCompo);
    expect(body).toMatchObject({ user_id: 7, journee_id: 11, numjournee: 1, formation: '4231', capitaine_lfp_id: 'lfp-Milieu1' });
    expect(body?.joueurs).toHaveLength(11);
    expect(body?.joueurs[0]).toEqual({ ordre: 0, lfp_id: 'lfp-Gardien1', poste: 'GB', club_id: 1 });
    answer({ message: MSG.composSaved, composition_id: 5 });
    expect(await screen.findByText(MSG.composSaved, {}, SLOW)).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('says the lineup is saved and leads on, even when its editor is remounted by the saved lineup before the home is read again', async () => {
    // The page's editor is keyed by its composition: the lineup read again after the save (a new composition) remounts
    // it, here before the home (read again too, held) answers.
    let saved = false;
    let release: () => void = () => {};
    const homeHeld = new Promise<void>((resolve) => (release = resolve));
    const answer = (compo: Compo | null): AnswerOf<typeof composCalls.getCompo> => ({
      team: { saison_id: 2026, journee: 1, count: TEAM.length, user_id: 7, username: 'Camille', joueurs: TEAM },
      journee: {
        id: 11,
        numjournee: 1,
        date: '2026-09-05',
        heure: '21:00',
        start_at: '2026-09-05T19:00:00.000Z',
        status: 0,
        saison_id: 2026,
      },
      compo,
      locked_joueur_ids: [],
      picker: { last_numjournee: null, joueurs: [] },
    });
    const journee = { id: 11, numjournee: 1, status: 0 as const, first_kickoff: null, kickoffs_unknown: 0, started: false };
    const home = {
      phase: 'normal' as const,
      next: null,
      classement: { rank: null, poolers: 2, previous_rank: null },
      journee,
      compo: null,
      rencontre: null,
      last_result: null,
      turn: null,
    };
    fakeServer()
      .on(gameCalls.home, async () => {
        if (saved) await homeHeld;
        return { home };
      })
      .on(composCalls.getCompo, () => {
        if (!saved) return answer(null);
        setTimeout(release, 200);
        return answer(compoOf(XI, null, new Set()));
      })
      .on(composCalls.saveCompo, () => {
        saved = true;
        return { composition_id: 6 };
      });
    const onSaved = vi.fn();
    renderApp(<CompoScreen userId={7} title={() => 'Ma composition'} onSaved={onSaved} />, {
      user: { id: 7, username: 'Camille', nickname: 'Cam', role: 1 },
    });
    fireEvent.click(await screen.findByRole('button', { name: COMPOS_MSG.completeFromSquad }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Valider la composition' }));
    expect(await screen.findByText(MSG.composSaved, {}, SLOW)).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal", async () => {
    fakeServer().on(composCalls.saveCompo, failure('bad_request', 'Refus du serveur.'));
    renderEditor({ compo: 'saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Valider la composition' }));
    expect(await screen.findByText('Refus du serveur.', {}, SLOW)).toBeTruthy();
  });

  it('refuses to send a lineup without 11 players', async () => {
    const server = fakeServer();
    renderEditor({ compo: 'none' });
    fireEvent.click(screen.getByRole('button', { name: 'Valider la composition' }));
    expect(await screen.findByText(LINEUP_ERRORS.incomplete, {}, SLOW)).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
