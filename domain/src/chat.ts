/**
 * The league's room, « Vestiaire » (RULES.md "Vestiaire"): its limits, its reactions, the game's events it tells, and how
 * a message's text is read (its links and its « @pseudo » mentions), the same on the server and on the page.
 */

/** A message's length, in characters as one counts them (an emoji is one). */
export const CHAT_MAX_LENGTH = 1000;
/** The author edits or deletes his message this long after sending it. */
export const CHAT_EDIT_MINUTES = 5;
/** The short set of reactions. */
export const CHAT_REACTIONS = ['👍', '😂', '🔥', '😮', '😢', '👏'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
/** Messages per page, by default and at most. */
export const CHAT_PAGE = 50;
export const CHAT_PAGE_MAX = 100;
/** The unread messages are counted up to this many (the menu says « 99+ » beyond 99): a count that costs the same in any room. */
export const CHAT_UNREAD_MAX = 100;

/** What the game tells the room, each kind turned off apart by a league admin (the league's setting `room_events`). */
export const ROOM_EVENTS = ['draft', 'mercato', 'trades', 'results', 'champion'] as const;
export type RoomEvent = (typeof ROOM_EVENTS)[number];

/** A text's length as one counts it: characters, not UTF-16 units (« 👍 » is one). */
export const chatLength = (text: string) => Array.from(text).length;

/** One piece of a message as the page shows it: plain text, a link (shown, never run), or a member mentioned. */
export type ChatPart = { kind: 'text'; text: string } | { kind: 'link'; text: string } | { kind: 'mention'; text: string; userId: number };
export type ChatMember = { id: number; username: string };

const WORD = /[\p{L}\p{N}_]/u;
const LINK = /https?:\/\/[^\s<>"]+/y;
/** A link does not end with the punctuation of its sentence. */
const LINK_END = /[.,;:!?)\]'’»]+$/;

/** The member whose « @pseudo » starts at `at` (the longest pseudo that fits, whatever its case), if any. */
function mentionAt(text: string, at: number, members: readonly ChatMember[]): ChatMember | null {
  if (text[at] !== '@' || (at > 0 && WORD.test(text[at - 1] ?? ''))) return null;
  let best: ChatMember | null = null;
  for (const m of members) {
    const end = at + 1 + m.username.length;
    if (!m.username || text.slice(at + 1, end).toLocaleLowerCase('fr') !== m.username.toLocaleLowerCase('fr')) continue;
    if (WORD.test(text[end] ?? '')) continue;
    if (!best || m.username.length > best.username.length) best = m;
  }
  return best;
}

/** A message's text cut into its pieces: its links (http and https) and its mentions of `members`, the rest as text. */
export function chatParts(text: string, members: readonly ChatMember[]): ChatPart[] {
  const parts: ChatPart[] = [];
  let plain = '';
  const flush = () => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    LINK.lastIndex = i;
    const link = (text[i - 1] === undefined || !WORD.test(text[i - 1] ?? '')) && LINK.exec(text);
    if (link) {
      const url = link[0].replace(LINK_END, '');
      if (url.length > 'https://'.length) {
        flush();
        parts.push({ kind: 'link', text: url });
        i += url.length;
        continue;
      }
    }
    const member = mentionAt(text, i, members);
    if (member) {
      flush();
      const length = 1 + member.username.length;
      parts.push({ kind: 'mention', text: text.slice(i, i + length), userId: member.id });
      i += length;
      continue;
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return parts;
}

/** The members a text mentions, each once. */
export const mentionsIn = (text: string, members: readonly ChatMember[]): number[] => [
  ...new Set(chatParts(text, members).flatMap((p) => (p.kind === 'mention' ? [p.userId] : []))),
];

/** The « @pseudo » being typed at the end of `before` (the text up to the cursor), for the suggestions: its start and what is typed. */
export function mentionTyped(before: string): { at: number; query: string } | null {
  const match = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_.-]{0,40})$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { at: before.length - query.length - 1, query };
}
