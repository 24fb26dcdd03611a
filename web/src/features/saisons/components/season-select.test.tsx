import { act, screen } from '@testing-library/react';
import { SEASON_END_MSG } from '@poolfoot/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import type { SeasonChoice } from '../season-choice';
import { saison } from '../test-data';
import { SeasonSelect } from './season-select';

const choiceOf = (ids: number[]): SeasonChoice =>
  ({ saisons: ids.map((id) => saison(id, { active: id === ids[0] })), shownId: ids[0], choose: vi.fn() }) as unknown as SeasonChoice;

describe('SeasonSelect', () => {
  it('one season: no choice, and no picker on its way (its code loaded, a turn given)', async () => {
    renderApp(<SeasonSelect choice={choiceOf([2026])} />);
    await import('./season-picker');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('combobox', { name: SEASON_END_MSG.seasonLabel })).toBeNull();
  });

  it('two seasons: the choice, the shown one selected', async () => {
    renderApp(<SeasonSelect choice={choiceOf([2026, 2025])} />);
    const select = await screen.findByRole('combobox', { name: SEASON_END_MSG.seasonLabel }, { timeout: 8000 });
    expect((select as HTMLInputElement).value).toBe('Saison 2025/2026');
  });
});
