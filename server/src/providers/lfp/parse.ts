import { z } from 'zod';
import { ParseError } from '../http.js';
import { clubOfPlayerId, idLike, instant, intLike, optText, parseWith, seasonOfId, side, sideShape, trailingId } from './parse-common.js';
import type { LfpClub, LfpMatchSummary, LfpPlayer, LfpSquad, LfpSquadPlayer, SourceFamily } from './types.js';

/*
 * Parsers of the official league API's answers (ma-api.ligue1.fr), written against the recorded answers
 * of providers/lfp/recorded (FINDINGS.md names each field's proof).
 */

export { parseMatch } from './parse-match.js';
export { trailingId } from './parse-common.js';

// ------------------------------------------------------------------ clubs: GET /championship-clubs

const clubEntry = z.looseObject({
  shortId: idLike.nullish(),
  season: intLike.nullish(),
  name: optText,
  officialName: optText,
  shortName: optText,
  championships: z.unknown().optional(),
});
const clubsSchema = z.looseObject({ championshipsClubs: z.record(z.string(), clubEntry) });

/**
 * Whether a club's `championships` includes championship 1: an object keyed by championship id
 * (recorded, `championship-clubs.json`); a list of ids or of {championshipId} is read too; an unknown
 * form counts as yes.
 */
function inChampionship1(v: unknown): boolean {
  const isOne = (x: unknown): boolean => {
    if (x === 1 || x === '1') return true;
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      return o.championshipId === 1 || o.championshipId === '1' || o.id === 1 || o.id === '1';
    }
    return false;
  };
  if (v === undefined || v === null) return true;
  if (Array.isArray(v)) return v.some(isOne);
  if (typeof v === 'object') return '1' in v || Object.values(v).some(isOne);
  return true;
}

/** The clubs of championship 1 (Ligue 1) with their short id and season. */
export function parseClubs(body: string): LfpClub[] {
  const data = parseWith(clubsSchema, body);
  return Object.entries(data.championshipsClubs)
    .filter(([, c]) => inChampionship1(c.championships))
    .map(([id, c]) => ({
      id,
      extId: c.shortId ?? trailingId(id),
      season: c.season ?? seasonOfId(id),
      name: c.shortName ?? c.name ?? id,
      officialName: c.officialName ?? c.name ?? null,
    }));
}

// ------------------------------------------------------------------ a matchday: GET /championship-matches/championship/1/game-week/{N}

const summarySide = z.looseObject(sideShape);
const summary = z.looseObject({
  matchId: z.string().trim().min(1),
  gameWeekNumber: intLike.nullish(),
  date: z.string(),
  dateTimeUnknown: z.boolean().nullish(),
  period: optText,
  home: summarySide,
  away: summarySide,
});
const gameWeekSchema = z.looseObject({ matches: z.array(summary) });

/** The matches of a round: the key `dateTimeUnknown` is sent (true) only when the time is not fixed (FINDINGS.md §3). */
export function parseGameWeek(body: string): LfpMatchSummary[] {
  return parseWith(gameWeekSchema, body).matches.map((m) => ({
    matchId: m.matchId,
    gameWeek: m.gameWeekNumber ?? null,
    kickoffAt: instant(m.date, m.matchId),
    kickoffUnknown: m.dateTimeUnknown === true,
    period: m.period ?? 'preMatch',
    season: seasonOfId(m.home.clubId) ?? seasonOfId(m.away.clubId),
    home: side(m.home),
    away: side(m.away),
  }));
}

// ------------------------------------------------------------------ a squad: GET /championship-club-summary/{clubId}

const squadPlayer = z.looseObject({
  id: idLike,
  shortOptaId: idLike.nullish(),
  firstName: optText,
  lastName: optText,
  knownName: optText,
  birthDate: optText,
  jerseyNumber: intLike.nullish(),
});
const ids = z.array(idLike).nullish();
const summarySchema = z.looseObject({
  squad: z.looseObject({
    goalkeepersIds: ids,
    defendersIds: ids,
    midfieldersIds: ids,
    strikersIds: ids,
    players: z.record(z.string(), squadPlayer),
  }),
});

const birth = (v: string | null | undefined) => {
  const ymd = /^(\d{4}-\d{2}-\d{2})/.exec(v ?? '')?.[1];
  return ymd && !Number.isNaN(new Date(`${ymd}T00:00:00Z`).getTime()) ? ymd : null;
};

const mostFrequent = (values: (string | null)[]) => {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

/**
 * A club's squad: each player's family from the four id lists, the only position the squad gives
 * (no position text, FINDINGS.md §2); the season and the club from the players' ids.
 */
export function parseClubSummary(body: string): LfpSquad {
  const { squad } = parseWith(summarySchema, body);
  const families: [SourceFamily, string[] | null | undefined][] = [
    ['goalkeeper', squad.goalkeepersIds],
    ['defender', squad.defendersIds],
    ['midfielder', squad.midfieldersIds],
    ['striker', squad.strikersIds],
  ];
  const players: LfpSquadPlayer[] = [];
  const seen = new Set<string>();
  for (const [family, list] of families) {
    for (const id of list ?? []) {
      const p = squad.players[id] ?? Object.values(squad.players).find((x) => x.id === id);
      if (!p || seen.has(p.id)) continue;
      seen.add(p.id);
      const lastName = p.lastName ?? p.knownName ?? p.firstName;
      if (!lastName) throw new ParseError(`joueur ${p.id} sans nom`);
      const lfpId = trailingId(p.id);
      players.push({
        id: p.id,
        lfpId,
        shortOptaId: p.shortOptaId ?? lfpId,
        firstName: p.lastName ? (p.firstName ?? null) : null,
        lastName,
        knownName: p.knownName ?? null,
        birthDate: birth(p.birthDate),
        numero: p.jerseyNumber ?? null,
        family,
      });
    }
  }
  if (!players.length) throw new ParseError('effectif vide');
  const season = mostFrequent(players.map((p) => seasonOfId(p.id)?.toString() ?? null));
  return {
    season: season === null ? null : Number(season),
    clubExtId: mostFrequent(players.map((p) => clubOfPlayerId(p.id))),
    players,
  };
}

// ------------------------------------------------------------------ a player: GET /championship-player/{playerId}

const playerSchema = z.looseObject({
  id: idLike,
  championships: z.record(z.string(), z.looseObject({ realsPositions: z.array(z.string()).nullish() })).nullish(),
});

/** A player's realsPositions in championship 1 (recorded: ["goalkeeper"], `championship-player.json`). */
export function parsePlayer(body: string): LfpPlayer {
  const p = parseWith(playerSchema, body);
  return { lfpId: trailingId(p.id), season: seasonOfId(p.id), realsPositions: p.championships?.['1']?.realsPositions ?? [] };
}
