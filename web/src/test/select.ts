import { fireEvent, waitFor, within } from '@testing-library/react';

/** Opens a Mantine Select and gives the options it shows (its own listbox, found through aria-controls). */
export async function openOptions(input: HTMLElement) {
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error('no listbox');
    return el;
  });
  return within(listbox).queryAllByRole('option', { hidden: true });
}
