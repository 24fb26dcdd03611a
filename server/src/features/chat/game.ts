import type { RoomEvent } from '@poolfoot/domain';
import type { Q } from '../../db/client.js';
import { chatMessages } from '../../db/schema.js';
import { leaguesSetting } from '../ligues/index.js';
import { publishAtCommit } from '../live/index.js';

/** A message of the game for a league's room: what it tells, the page it links to, and the key of an event seen more than once. */
export type GameMessage = { leagueId: number; event: RoomEvent; text: string; link: string; key?: string };

/**
 * The game speaks (RULES.md "Vestiaire"): its messages posted in their leagues' rooms within the caller's transaction, so
 * that they stand or fall with the change they tell; each in a league that has not turned its kind off (the league's
 * setting `room_events`), an event with a key once whoever sees it. The rooms' open pages hear of it at the commit.
 */
export async function postGameMessages(tx: Q, now: Date, messages: readonly GameMessage[]) {
  const wanted = await leaguesSetting(tx, [...new Set(messages.map((m) => m.leagueId))], 'room_events');
  const kept = messages.filter((m) => wanted.get(m.leagueId)?.[m.event] !== false);
  if (!kept.length) return;
  await tx
    .insert(chatMessages)
    .values(
      kept.map((m) => ({ leagueId: m.leagueId, event: m.event, text: m.text, link: m.link, eventKey: m.key ?? null, createdAt: now })),
    )
    .onConflictDoNothing();
  await publishAtCommit(
    tx,
    'chat',
    kept.map((m) => m.leagueId),
  );
}
