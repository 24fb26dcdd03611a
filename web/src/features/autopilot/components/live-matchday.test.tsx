import { AUTOPILOT_MSG, autopilotCalls, type Rencontre } from '@poolfoot/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, failure, fakeServer } from '../../../test/server';
import { LiveMatchday } from './live-matchday';

const pooler = (id: number, username: string) => ({ id, username }) as Rencontre['home'];
const matches = [{ id: 7, match_no: 1, home: pooler(3, 'Camille'), away: pooler(4, 'Dam') }] as unknown as Rencontre[];

/** The card of matchday 30; autopilot/live.php answers `live` for that matchday only. */
function renderWith(live: AnswerOf<typeof autopilotCalls.live>) {
  const server = fakeServer().on(autopilotCalls.live, ({ journee_id }) =>
    journee_id === 30 ? live : failure('not_found', 'Journée inconnue.'),
  );
  renderApp(<LiveMatchday journeeId={30} matches={matches} />);
  return server;
}

describe('the live matchday', () => {
  it('shows each live match with its score and minute, and each head-to-head’s provisional score, marked en direct', async () => {
    renderWith({
      journee: { id: 30, numjournee: 3 },
      matchs: [{ id: 1, home: 'Lens', away: 'Brest', home_score: 1, away_score: 0, minute: 63 }],
      rencontres: [{ id: 7, score1: 14, score2: 9 }],
      poolers: [
        { user_id: 3, total: 14 },
        { user_id: 4, total: 9 },
      ],
      joueurs: [{ joueur_id: 11, match_id: 1, points: 6, minutes: 63, detail: [{ label: '60+ min', count: 1, points: 2 }] }],
    });
    const card = await screen.findByRole('region', { name: AUTOPILOT_MSG.liveTitle });
    expect(within(card).getByText(AUTOPILOT_MSG.stages.en_direct)).toBeTruthy();
    expect(within(screen.getByLabelText(AUTOPILOT_MSG.liveMatches)).getByText("Lens 1-0 Brest · 63'")).toBeTruthy();
    expect(within(screen.getByLabelText(AUTOPILOT_MSG.liveScores)).getByText('Camille 14 – 9 Dam')).toBeTruthy();
  });

  it('shows nothing when no match is being played', async () => {
    const server = renderWith({ journee: { id: 30, numjournee: 3 }, matchs: [], rencontres: [], poolers: [], joueurs: [] });
    await vi.waitFor(() => expect(server.received(autopilotCalls.live)).not.toHaveLength(0));
    // The answer read and rendered.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: AUTOPILOT_MSG.liveTitle })).toBeNull();
  });
});
