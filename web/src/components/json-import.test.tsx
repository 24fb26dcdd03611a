import { MSG } from '@poolfoot/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { toast } from '../lib/notify';
import { renderApp } from '../test/render';
import { watchToasts } from '../test/toasts';
import { type ImportOutcome, JsonImport, readImportRows } from './json-import';

watchToasts();

function setup(onSend: (rows: unknown[]) => Promise<ImportOutcome> = async () => ({ errors: [] })) {
  const user = userEvent.setup();
  const view = renderApp(<JsonImport noun="clubs" listKey="clubs" onSend={onSend} />);
  const input = view.container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const upload = (content: string, name = 'clubs.json') => user.upload(input, new File([content], name, { type: 'application/json' }));
  const send = () => screen.getByRole('button', { name: 'Envoyer' });
  return { user, upload, send };
}

describe('readImportRows', () => {
  it('takes a JSON list or the list under the key; anything else is not an import file', () => {
    expect(readImportRows('[{"name":"A"},{"name":"B"}]', 'clubs')).toHaveLength(2);
    expect(readImportRows('{"clubs":[{"name":"A"}]}', 'clubs')).toEqual([{ name: 'A' }]);
    for (const text of ['', 'pas du json', '{"name":"A"}', '{"joueurs":[1]}', '[]', '"abc"', 'null', '42']) {
      expect(readImportRows(text, 'clubs'), text).toBeNull();
    }
  });
});

describe('JsonImport', () => {
  it('keeps the send button disabled until a file is loaded', () => {
    const { send } = setup();
    expect(send()).toHaveProperty('disabled', true);
  });

  it("announces a valid file with its number of rows and sends them; lists the server's refused rows", async () => {
    const onSend = vi.fn(async () => ({
      message: '2 clubs importés (1 créé, 1 mis à jour), 1 en erreur.',
      errors: [{ index: 2, message: 'name : Nom requis.' }],
    }));
    const { user, upload, send } = setup(onSend);
    await upload(JSON.stringify([{ name: 'A', club_id: '1' }, { name: 'B', club_id: '2' }, { club_id: '3' }]));
    expect(await screen.findByText(MSG.fileReady(3, 'clubs'))).toBeTruthy();
    expect(screen.getByText('Fichier prêt à être envoyé (3 clubs)')).toBeTruthy();
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    await user.click(send());
    expect(onSend).toHaveBeenCalledWith([{ name: 'A', club_id: '1' }, { name: 'B', club_id: '2' }, { club_id: '3' }]);
    // The server's message in the refused rows' alert, and as a warning toast (some rows were refused).
    expect(await screen.findByText('2 clubs importés (1 créé, 1 mis à jour), 1 en erreur.')).toBeTruthy();
    expect(screen.getByText('Élément 3 : name : Nom requis.')).toBeTruthy();
    expect(toast.warning).toHaveBeenCalledWith('2 clubs importés (1 créé, 1 mis à jour), 1 en erreur.');
  });

  it("says 'Fichier JSON invalide' for junk and disables sending again", async () => {
    const onSend = vi.fn(async () => ({ errors: [] }));
    const { upload, send } = setup(onSend);
    await upload('[{"name":"A"}]');
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    await upload('{ ceci n’est pas du JSON', 'junk.json');
    expect(await screen.findByText(MSG.invalidJsonFile)).toBeTruthy();
    expect(screen.queryByText(/Fichier prêt/)).toBeNull();
    expect(send()).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the refusal of the whole file when the server refuses it', async () => {
    const { user, upload, send } = setup(async () => {
      throw new ApiError('Données invalides. clubs : Au plus 2000 clubs par import.', 'bad_request');
    });
    await upload('{"clubs":[{"name":"A"}]}');
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    await user.click(send());
    // The page's alert, not the toast that says it too (the app's providers show the toasts).
    expect((await screen.findByRole('alert', { name: 'Import refusé' })).textContent).toContain('Au plus 2000 clubs par import.');
  });
});
