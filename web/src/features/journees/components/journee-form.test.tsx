import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { JourneeForm, type JourneeFormValues } from './journee-form';

function renderForm(initial: Partial<JourneeFormValues> = {}, startAt: string | null = '2026-03-29T19:00:00.000Z') {
  const onSubmit = vi.fn();
  renderApp(
    <JourneeForm
      initial={{ numjournee: 30, date: '2026-03-29', heure: '21:00', saison_id: 2026, status: '0', ...initial }}
      startAt={startAt}
      submitLabel="Enregistrer"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('matchday form', () => {
  it('shows start_at in Paris time, disabled', () => {
    renderForm();
    const startAt = field(/Début \(start_at\)/);
    expect(startAt.disabled).toBe(true);
    expect(startAt.value).toBe('29/03/2026 21:00');
  });

  it('sends the fields as the call expects: numbers and the chosen status', () => {
    const onSubmit = renderForm();
    fireEvent.change(field(/Statut/), { target: { value: '9' } });
    fireEvent.change(field(/^Heure/), { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledWith({ numjournee: 30, date: '2026-03-29', heure: '17:30', saison_id: 2026, status: 9 });
  });

  it('refuses empty required fields with the messages of the contract and sends nothing', () => {
    const onSubmit = renderForm({ numjournee: '', date: '', heure: '', saison_id: '' }, null);
    expect(field(/Début \(start_at\)/).value).toBe('—');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    for (const message of ['Numéro de journée requis.', 'Date requise (AAAA-MM-JJ).', 'Heure requise (HH:MM).', 'Saison requise.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a matchday number out of 1..60', () => {
    const onSubmit = renderForm({ numjournee: 61 });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Numéro de journée : 1 à 60.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
