import { CHAT_MSG, type ChatMessage, chatCalls, MSG } from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { failure, fakeServer } from '../../test/server';
import VestiairePage from './pages/vestiaire-page';

const me = { id: 1, username: 'Lea', nickname: 'Léa', role: 1 };
const members = [
  { id: 1, username: 'Lea', name: 'Léa' },
  { id: 2, username: 'Hugo', name: 'Hugo Coup' },
  { id: 3, username: 'Leandro', name: 'Leandro' },
];
const hugo = { id: 2, username: 'Hugo', name: 'Hugo Coup' };
const lea = { id: 1, username: 'Lea', name: 'Léa' };
const SOON = new Date(Date.now() + 4 * 60_000).toISOString();

/** A message of the room as chat/list.php answers it (Hugo's, unless told). */
const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  author: hugo,
  event: null,
  link: null,
  text: `Message ${id}`,
  reply_to: null,
  mentions: [],
  reactions: [],
  created_at: '2026-09-01T10:00:00.000Z',
  edited_at: null,
  deleted: null,
  editable_until: null,
  admin_delete: false,
  ...over,
});
const page = (messages: ChatMessage[], over: { more?: boolean; last_read_id?: number; unread?: number } = {}) => ({
  messages,
  more: over.more ?? false,
  members,
  last_read_id: over.last_read_id ?? 0,
  unread: over.unread ?? 0,
});
/** The room's answer for each call: the newest page, older pages before an id. */
const room = (pages: Record<string, ReturnType<typeof page>>) =>
  fakeServer()
    .on(chatCalls.list, ({ before_id }) => pages[before_id === undefined ? 'newest' : String(before_id)] ?? page([]))
    .on(chatCalls.read, ({ last_id }) => ({ last_read_id: last_id, unread: 0 }));

describe('the room « Vestiaire »', () => {
  it('an empty room says so; a first message is sent, and the room read again', async () => {
    const messages: ChatMessage[] = [];
    const server = fakeServer()
      .on(chatCalls.list, () => page(messages))
      .on(chatCalls.post, ({ text }) => {
        const posted = msg(10, { author: lea, text, editable_until: SOON });
        messages.push(posted);
        return { chat_message: posted, message: CHAT_MSG.posted };
      });
    const user = userEvent.setup({ delay: null });
    renderApp(<VestiairePage />, { at: '/vestiaire', user: me });
    expect(await screen.findByText(CHAT_MSG.empty)).toBeTruthy();
    await user.type(screen.getByLabelText(CHAT_MSG.placeholder), 'Salut tout le monde !{Enter}');
    expect(await screen.findByText('Salut tout le monde !')).toBeTruthy();
    expect(server.received(chatCalls.post)).toEqual([{ text: 'Salut tout le monde !' }]);
    expect((screen.getByLabelText(CHAT_MSG.placeholder) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText(CHAT_MSG.empty)).toBeNull();
  });

  it('loads the older messages when scrolled to the top, above the ones shown, until the start', async () => {
    const server = room({
      newest: page([msg(21), msg(22)], { more: true, last_read_id: 21, unread: 1 }),
      21: page([msg(19), msg(20)]),
    });
    renderApp(<VestiairePage />, { at: '/vestiaire', user: me });
    expect(await screen.findByText('Message 22')).toBeTruthy();
    expect(screen.getByRole('button', { name: CHAT_MSG.older })).toBeTruthy();
    // What came after my last reading starts under a mark.
    expect(screen.getByText(CHAT_MSG.newMessages)).toBeTruthy();
    fireEvent.scroll(screen.getByLabelText(CHAT_MSG.title, { selector: 'div' }), { target: { scrollTop: 0 } });
    expect(await screen.findByText('Message 19')).toBeTruthy();
    expect(server.received(chatCalls.list)).toEqual([{ limit: 50 }, { before_id: 21, limit: 50 }]);
    const shown = screen.getAllByText(/^Message \d+$/).map((e) => e.textContent);
    expect(shown).toEqual(['Message 19', 'Message 20', 'Message 21', 'Message 22']);
    expect(await screen.findByText(CHAT_MSG.start)).toBeTruthy();
    // The room read up to its newest message.
    await waitFor(() => expect(server.received(chatCalls.read)).toEqual([{ last_id: 22 }]));
  });

  it('shows a deleted message as deleted, by its author or by an admin, with nothing to do on it', async () => {
    room({
      newest: page([
        msg(30, { deleted: 'author', text: '' }),
        msg(31, { deleted: 'admin', text: '', author: lea }),
        msg(32, { reply_to: { id: 31, author: 'Léa', text: '', deleted: true } }),
      ]),
    });
    renderApp(<VestiairePage />, { at: '/vestiaire', user: me });
    expect(await screen.findByText(CHAT_MSG.deletedByAdmin)).toBeTruthy();
    const [byAuthor, byAdmin, reply] = screen.getAllByRole('listitem');
    expect(within(byAuthor as HTMLElement).getByText(CHAT_MSG.deletedByAuthor)).toBeTruthy();
    expect(within(byAdmin as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(reply as HTMLElement).getByText(`Léa : ${CHAT_MSG.deletedByAuthor}`)).toBeTruthy();
  });

  it('shows the room seen last offline, and says a message cannot leave without the network, keeping it', async () => {
    // The service worker answers the newest page from its copy; the post does not reach the server.
    const server = room({
      newest: page([
        msg(40, { text: 'Voir https://exemple.fr/match?j=3. <img src=x onerror="alert(1)"> @Lea' }),
        msg(41, { author: null, event: 'results', link: '/compos/rencontres/7', text: 'J3 : les résultats sont là.' }),
      ]),
    }).on(chatCalls.post, () => {
      throw new Error('offline');
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp(<VestiairePage />, { at: '/vestiaire', user: me });
    const link = await screen.findByRole('link', { name: 'https://exemple.fr/match?j=3' });
    expect(link.getAttribute('href')).toBe('https://exemple.fr/match?j=3');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Written as text, never read as HTML.
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">', { exact: false })).toBeTruthy();
    // The game's message links to its page.
    const game = screen.getByRole('listitem', { name: /^Le jeu,/ });
    expect(
      within(game)
        .getByRole('link', { name: `${CHAT_MSG.seePage} →` })
        .getAttribute('href'),
    ).toBe('/compos/rencontres/7');

    await user.type(screen.getByLabelText(CHAT_MSG.placeholder), 'Tu es là ?');
    await user.click(screen.getByRole('button', { name: CHAT_MSG.send }));
    expect(await screen.findByText(MSG.loginNetwork)).toBeTruthy();
    expect((screen.getByLabelText(CHAT_MSG.placeholder) as HTMLTextAreaElement).value).toBe('Tu es là ?');
    expect(server.received(chatCalls.post)).toEqual([{ text: 'Tu es là ?' }]);
  });

  it('offers the members as one types « @ », answers a message, reacts, and says a refusal', async () => {
    const server = room({ newest: page([msg(50, { text: 'Qui prend Mbappé ?' })]) })
      .on(chatCalls.post, () => failure('too_many', CHAT_MSG.tooMany(20)))
      .on(chatCalls.react, ({ id, emoji }) => ({ chat_message: msg(id, { reactions: [{ emoji, names: ['Léa'], mine: true }] }) }));
    const user = userEvent.setup({ delay: null });
    renderApp(<VestiairePage />, { at: '/vestiaire', user: me });
    const question = await screen.findByRole('listitem', { name: /^Hugo Coup,/ });
    await user.click(within(question).getByRole('button', { name: CHAT_MSG.reply }));
    expect(screen.getByText(`${CHAT_MSG.replyingTo('Hugo Coup')} : Qui prend Mbappé ?`)).toBeTruthy();
    const box = screen.getByLabelText(CHAT_MSG.placeholder) as HTMLTextAreaElement;
    await user.type(box, 'Demande à @h');
    const options = within(screen.getByRole('listbox', { name: CHAT_MSG.mentionSuggestions })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['@Hugo (Hugo Coup)']);
    await user.click(options[0] as HTMLElement);
    expect(box.value).toBe('Demande à @Hugo ');
    await user.type(box, 'ou @Le');
    // Me left out: only Leandro.
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@Leandro']);
    await user.keyboard('{Tab}');
    expect(box.value).toBe('Demande à @Hugo ou @Leandro ');
    await user.click(screen.getByRole('button', { name: CHAT_MSG.send }));
    expect(await screen.findByText(CHAT_MSG.tooMany(20))).toBeTruthy();
    expect(server.received(chatCalls.post)).toEqual([{ text: 'Demande à @Hugo ou @Leandro', reply_to: 50 }]);

    await user.click(within(question).getByRole('button', { name: CHAT_MSG.react }));
    await user.click(await screen.findByRole('menuitem', { name: `${CHAT_MSG.react} 🔥` }));
    await waitFor(() => expect(server.received(chatCalls.react)).toEqual([{ id: 50, emoji: '🔥' }]));
  });

  it('puts the caret right after a mention chosen mid-text at once: a key typed just after the tap goes there', async () => {
    room({ newest: page([msg(50, { text: 'Qui prend Mbappé ?' })]) });
    const user = userEvent.setup({ delay: null });
    renderApp(<VestiairePage />, { at: '/vestiaire', user: me });
    await screen.findByRole('listitem', { name: /^Hugo Coup,/ });
    const box = screen.getByLabelText(CHAT_MSG.placeholder) as HTMLTextAreaElement;
    await user.type(box, 'Salut @h ça va');
    box.setSelectionRange('Salut @h'.length, 'Salut @h'.length);
    fireEvent.select(box);
    const [hugo] = within(screen.getByRole('listbox', { name: CHAT_MSG.mentionSuggestions })).getAllByRole('option');
    // The tap and nothing else: no frame has passed when the next key comes.
    fireEvent.click(hugo as HTMLElement);
    expect(box.value).toBe('Salut @Hugo  ça va');
    expect([box.selectionStart, box.selectionEnd]).toEqual(['Salut @Hugo '.length, 'Salut @Hugo '.length]);
  });

  it('lets me edit my message within its minutes; lets an admin delete another’s after a confirmation', async () => {
    const server = room({
      newest: page([msg(60, { author: lea, text: 'Je gagne', editable_until: SOON }), msg(61, { text: 'Insulte', admin_delete: true })]),
    })
      .on(chatCalls.edit, ({ id, text }) => ({ chat_message: msg(id, { author: lea, text, edited_at: SOON }) }))
      .on(chatCalls.delete, ({ id }) => ({ chat_message: msg(id, { deleted: 'admin', text: '' }) }));
    const user = userEvent.setup({ delay: null });
    renderApp(<VestiairePage />, { at: '/vestiaire', user: { ...me, role: 4 } });
    const mine = await screen.findByRole('listitem', { name: /^Léa,/ });
    await user.click(within(mine).getByRole('button', { name: CHAT_MSG.edit }));
    const box = screen.getByLabelText(CHAT_MSG.placeholder) as HTMLTextAreaElement;
    expect(box.value).toBe('Je gagne');
    await user.type(box, ' ce soir');
    await user.click(screen.getByRole('button', { name: CHAT_MSG.save }));
    await waitFor(() => expect(server.received(chatCalls.edit)).toEqual([{ id: 60, text: 'Je gagne ce soir' }]));

    const theirs = screen.getByRole('listitem', { name: /^Hugo Coup,/ });
    expect(within(theirs).queryByRole('button', { name: CHAT_MSG.edit })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: CHAT_MSG.remove }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CHAT_MSG.removeConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: CHAT_MSG.remove }));
    await waitFor(() => expect(server.received(chatCalls.delete)).toEqual([{ id: 61 }]));
  }, 30_000);
});
