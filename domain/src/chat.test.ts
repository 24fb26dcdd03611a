import { describe, expect, it } from 'vitest';
import { chatLength, chatParts, mentionsIn, mentionTyped } from './chat.js';
import { chatCalls } from './api/chat.js';
import { CHAT_MSG } from './messages/chat.js';

const members = [
  { id: 1, username: 'Léa' },
  { id: 2, username: 'Leandro' },
  { id: 3, username: 'Jean Paul' },
  { id: 4, username: 'Jean' },
];

describe('a message of the room, read', () => {
  it('finds each « @pseudo » of a member, whatever its case, the longest pseudo first, never inside a word', () => {
    expect(mentionsIn('Bravo @léa et @LEANDRO !', members)).toEqual([1, 2]);
    expect(mentionsIn('@Jean Paul a gagné, pas @Jean', members)).toEqual([3, 4]);
    expect(mentionsIn('écrire à lea@léa.fr ou @Léandre', members)).toEqual([]);
    expect(mentionsIn('@Léa @Léa', members)).toEqual([1]);
  });

  it('cuts the text into text, links (without the sentence’s punctuation) and mentions', () => {
    expect(chatParts('Vu https://exemple.fr/a?b=1. @Jean, <b>non</b>', members)).toEqual([
      { kind: 'text', text: 'Vu ' },
      { kind: 'link', text: 'https://exemple.fr/a?b=1' },
      { kind: 'text', text: '. ' },
      { kind: 'mention', text: '@Jean', userId: 4 },
      { kind: 'text', text: ', <b>non</b>' },
    ]);
    expect(chatParts('javascript:alert(1) http:// ftp://x', members)).toEqual([
      { kind: 'text', text: 'javascript:alert(1) http:// ftp://x' },
    ]);
  });

  it('says which pseudo is being typed, for the suggestions', () => {
    expect(mentionTyped('salut @Le')).toEqual({ at: 6, query: 'Le' });
    expect(mentionTyped('@')).toEqual({ at: 0, query: '' });
    expect(mentionTyped('mail@exemple')).toBeNull();
    expect(mentionTyped('@Léa bravo')).toBeNull();
  });

  it('counts an emoji as one character: 1,000 of them pass, 1,001 do not, nor an empty text', () => {
    expect(chatLength('👍👍')).toBe(2);
    const schema = chatCalls.post.request;
    expect(schema.safeParse({ text: '👍'.repeat(1000) }).success).toBe(true);
    expect(schema.safeParse({ text: '👍'.repeat(1001) }).error?.issues[0]?.message).toBe(CHAT_MSG.textTooLong(1000));
    expect(schema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(CHAT_MSG.textRequired);
  });
});
