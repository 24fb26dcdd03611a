import { DEFAULT_SCORING_GRID, statsCalls } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { ScoringGridCard } from './scoring-grid-card';

describe('the scoring grid card', () => {
  // The whole grid is 66 inputs, each rendered again on a keystroke: on a busy machine it takes seconds.
  it('shows the grid, sends an edited cell, and puts the default values back on demand', { timeout: 20_000 }, async () => {
    const grid = structuredClone(DEFAULT_SCORING_GRID);
    grid.goal.AT = 7;
    const server = fakeServer()
      .on(statsCalls.scoringGrid, { grid, is_default: false })
      .on(statsCalls.saveScoringGrid, (body) => ({ grid: body.grid, is_default: false, message: 'Grille enregistrée.' }));
    renderApp(<ScoringGridCard />);
    const cell = (await screen.findByLabelText('but – AT')) as HTMLInputElement;
    expect(cell.value).toBe('7');
    expect(screen.getByText('Grille modifiée')).toBeTruthy();
    await userEvent.clear(cell);
    await userEvent.type(cell, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la grille' }));
    const saved = server.received(statsCalls.saveScoringGrid)[0];
    expect(saved?.grid.goal).toEqual({ ...DEFAULT_SCORING_GRID.goal, AT: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Valeurs par défaut' }));
    expect(((await screen.findByLabelText('but – AT')) as HTMLInputElement).value).toBe('4');
  });
});
