import { ACTS_MSG, CHAT_MSG, LIGUES_MSG, liguesCalls, saisonsCalls } from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { openOptions } from '../../../test/select';
import { fakeServer } from '../../../test/server';
import LeaguePage from './league-page';

const settings = {
  max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
  max_par_club: 3,
  pick_clock_minutes: 0,
  max_poolers: 20,
  room_events: { draft: true, mercato: true, trades: true, results: true, champion: true },
};
const member = (user_id: number, username: string, role = 1, active = true) => ({
  user_id,
  username,
  nickname: username,
  email: `${username.toLowerCase()}@exemple.fr`,
  role,
  active,
  joined_at: '2026-09-01T10:00:00.000Z',
  last_seen: user_id === 1 ? '2026-09-02T18:00:00.000Z' : null,
  refused: { role: null, remove: null, link: null } as { role: string | null; remove: string | null; link: string | null },
});
const admin = { id: 1, username: 'Alice', nickname: 'Alice', role: 4 };
/** The league's first season: nothing to start (season-start-card.test.tsx has the next one). */
const FIRST_SEASON = { saisons: [{ id: 2026, nom: 'Saison 2025/2026', active: true, finished: false, started: true }], active_id: 2026 };

describe('the league page of a league admin', () => {
  it('saves the name, the poolers and the squad limits; names a member admin; removes one after a confirmation; makes a password link', async () => {
    let members = [member(1, 'Alice', 4), member(2, 'Bruno'), member(3, 'Chloé')];
    const server = fakeServer()
      .on(liguesCalls.mine, { leagues: [{ id: 7, nom: 'Les amis', role: 4 }], active_id: 7, instance_admin: false })
      .on(liguesCalls.get, { league: { id: 7, nom: 'Les amis', settings, members: 3, draft_started: false } })
      .on(liguesCalls.update, (body) => ({
        league: { id: 7, nom: body.nom ?? 'Les amis', settings: { ...settings, ...body }, members: 3, draft_started: false },
        message: LIGUES_MSG.updated,
      }))
      .on(liguesCalls.members, () => ({ members }))
      .on(liguesCalls.setRole, ({ user_id, role }) => {
        members = members.map((m) => (m.user_id === user_id ? { ...m, role } : m));
        return { member: members.find((m) => m.user_id === user_id) ?? member(0, 'x'), message: LIGUES_MSG.roleSet('Bruno', role) };
      })
      .on(liguesCalls.removeMember, ({ user_id }) => {
        members = members.filter((m) => m.user_id !== user_id);
        return { removed: 'removed' as const, message: LIGUES_MSG.removed('Chloé') };
      })
      .on(liguesCalls.resetLink, { url: 'http://poolfoot.test/login/reset-password/jeton', expires_at: '2026-09-03T10:00:00.000Z' })
      .on(saisonsCalls.list, FIRST_SEASON);
    const user = userEvent.setup({ delay: null });
    renderApp(<LeaguePage />, { at: '/admin/ligue', user: admin });

    const name = (await screen.findByLabelText(LIGUES_MSG.nameLabel)) as HTMLInputElement;
    expect(name.value).toBe('Les amis');
    await user.clear(name);
    await user.type(name, 'Les amis du jeudi');
    await user.clear(screen.getByLabelText(LIGUES_MSG.poolersLabel));
    await user.type(screen.getByLabelText(LIGUES_MSG.poolersLabel), '12');
    await user.clear(screen.getByLabelText(LIGUES_MSG.posteLabel('GB')));
    await user.type(screen.getByLabelText(LIGUES_MSG.posteLabel('GB')), '1');
    await user.click(screen.getByRole('button', { name: LIGUES_MSG.save }));
    await screen.findByText(LIGUES_MSG.updated);
    expect(server.received(liguesCalls.update)).toEqual([
      { nom: 'Les amis du jeudi', max_poolers: 12, max_joueurs_poste: { ...settings.max_joueurs_poste, GB: 1 }, max_par_club: 3 },
    ]);

    expect(screen.getByText(LIGUES_MSG.membersTitle(3))).toBeTruthy();
    const bruno = screen.getByRole('listitem', { name: 'Bruno' });
    const options = await openOptions(within(bruno).getByLabelText(`${LIGUES_MSG.roleLabel} de Bruno`));
    const asAdmin = options.find((o) => o.textContent === LIGUES_MSG.roleAdmin);
    if (!asAdmin) throw new Error('no admin option');
    fireEvent.click(asAdmin);
    await screen.findByText(LIGUES_MSG.roleSet('Bruno', 4));
    expect(server.received(liguesCalls.setRole)).toEqual([{ user_id: 2, role: 4 }]);

    // Nobody removes themselves; Chloé is removed after a confirmation.
    expect(within(screen.getByRole('listitem', { name: 'Alice' })).queryByRole('button', { name: LIGUES_MSG.remove })).toBeNull();
    await user.click(within(screen.getByRole('listitem', { name: 'Chloé' })).getByRole('button', { name: LIGUES_MSG.remove }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LIGUES_MSG.removeConfirm('Chloé'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: LIGUES_MSG.remove }));
    await screen.findByText(LIGUES_MSG.membersTitle(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.received(liguesCalls.removeMember)).toEqual([{ user_id: 3 }]);

    await user.click(within(screen.getByRole('listitem', { name: 'Bruno' })).getByRole('button', { name: LIGUES_MSG.resetLink }));
    const link = (await screen.findByLabelText(`${LIGUES_MSG.resetLink} : Bruno`)) as HTMLInputElement;
    expect(link.value).toBe('http://poolfoot.test/login/reset-password/jeton');
    // A league admin who keeps no instance data makes no league.
    expect(screen.queryByText(LIGUES_MSG.createTitle)).toBeNull();
  }, 30_000);

  it('offers no act the policy would refuse: a fellow admin’s role, removal and link; a shared account’s link; and says why', async () => {
    const above = ACTS_MSG.above('Bruno');
    const shared = ACTS_MSG.sharedAccount('Chloé');
    fakeServer()
      .on(liguesCalls.mine, { leagues: [{ id: 7, nom: 'Les amis', role: 4 }], active_id: 7, instance_admin: false })
      .on(liguesCalls.get, { league: { id: 7, nom: 'Les amis', settings, members: 3, draft_started: false } })
      .on(liguesCalls.members, {
        members: [
          member(1, 'Alice', 4),
          { ...member(2, 'Bruno', 4), refused: { role: above, remove: above, link: above } },
          { ...member(3, 'Chloé'), refused: { role: null, remove: null, link: shared } },
        ],
      })
      .on(saisonsCalls.list, FIRST_SEASON);
    renderApp(<LeaguePage />, { at: '/admin/ligue', user: admin });
    const bruno = await screen.findByRole('listitem', { name: 'Bruno' });
    expect(within(bruno).getByText(above)).toBeTruthy();
    expect((within(bruno).getByLabelText(`${LIGUES_MSG.roleLabel} de Bruno`) as HTMLInputElement).disabled).toBe(true);
    expect((within(bruno).getByRole('button', { name: LIGUES_MSG.resetLink }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bruno).queryByRole('button', { name: LIGUES_MSG.remove })).toBeNull();
    const chloe = screen.getByRole('listitem', { name: 'Chloé' });
    expect(within(chloe).getByText(shared)).toBeTruthy();
    expect((within(chloe).getByRole('button', { name: LIGUES_MSG.resetLink }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(chloe).getByRole('button', { name: LIGUES_MSG.remove })).toBeTruthy();
  }, 30_000);

  it('after the draft started, the squad limits are locked and removing deactivates', async () => {
    fakeServer()
      .on(liguesCalls.mine, { leagues: [{ id: 7, nom: 'Les amis', role: 4 }], active_id: 7, instance_admin: true })
      .on(liguesCalls.get, { league: { id: 7, nom: 'Les amis', settings, members: 2, draft_started: true } })
      .on(liguesCalls.members, { members: [member(1, 'Alice', 4), member(2, 'Bruno')] })
      .on(saisonsCalls.list, FIRST_SEASON);
    renderApp(<LeaguePage />, { at: '/admin/ligue', user: admin });
    expect(await screen.findByText(LIGUES_MSG.limitsAfterDraft)).toBeTruthy();
    expect((screen.getByLabelText(LIGUES_MSG.clubLabel) as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('listitem', { name: 'Bruno' })).getByRole('button', { name: LIGUES_MSG.deactivate })).toBeTruthy();
    expect(await screen.findByText(LIGUES_MSG.createTitle)).toBeTruthy();
  });

  it('turns a kind of the game’s messages in the room off, saved at once', async () => {
    let current = settings;
    const league = () => ({ league: { id: 7, nom: 'Les amis', settings: current, members: 2, draft_started: true } });
    const server = fakeServer()
      .on(liguesCalls.mine, { leagues: [{ id: 7, nom: 'Les amis', role: 4 }], active_id: 7, instance_admin: false })
      .on(liguesCalls.get, league)
      .on(liguesCalls.update, (body) => {
        current = { ...current, room_events: body.room_events ?? current.room_events };
        return { ...league(), message: LIGUES_MSG.updated };
      })
      .on(liguesCalls.members, { members: [member(1, 'Alice', 4)] })
      .on(saisonsCalls.list, FIRST_SEASON);
    const user = userEvent.setup({ delay: null });
    renderApp(<LeaguePage />, { at: '/admin/ligue', user: admin });
    const mercato = (await screen.findByRole('checkbox', { name: CHAT_MSG.roomEvents.mercato })) as HTMLInputElement;
    expect(mercato.checked).toBe(true);
    await user.click(mercato);
    await waitFor(() =>
      expect(server.received(liguesCalls.update)).toEqual([
        { room_events: { draft: true, mercato: false, trades: true, results: true, champion: true } },
      ]),
    );
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: CHAT_MSG.roomEvents.mercato }) as HTMLInputElement).checked).toBe(false),
    );
  }, 30_000);
});
