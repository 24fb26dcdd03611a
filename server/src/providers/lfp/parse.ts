import { z } from 'zod';
import { ParseError, parseJsonText } from '../http.js';
import type { LfpClub, LfpMatchDetail, LfpMatchSummary, LfpPlayerLine, LfpSide, LfpSquadPlayer, SourceFamily } from './types.js';

/*
 * Parsers of the official league API's answers (ma-api.ligue1.fr). Lenient on what we do not use,
 * strict on what we store: an answer without the fields we need is garbage (ParseError), never half-read.
 */

const idLike = z.union([z.string().trim().min(1), z.number()]).transform(String);
const intLike = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const numLike = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const optText = z.string().nullish();

/** The stable short id at the end of an API id ('l1_championship_player_2026_13_77349' -> '77349'). */
export const trailingId = (id: string) => /(\d+)$/.exec(id)?.[1] ?? id;

function parseWith<S extends z.ZodType>(schema: S, body: string): z.infer<S> {
  const parsed = schema.safeParse(parseJsonText(body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ParseError(issue ? `${issue.path.join('.') || 'racine'} : ${issue.message}` : 'forme inattendue');
  }
  return parsed.data;
}

function instant(iso: string, what: string): Date {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new ParseError(`${what} : date invalide`);
  return d;
}

// ------------------------------------------------------------------ clubs: GET /championship-clubs

const clubEntry = z.looseObject({
  shortId: idLike.nullish(),
  name: optText,
  officialName: optText,
  shortName: optText,
  championships: z.unknown().optional(),
});
const clubsSchema = z.looseObject({ championshipsClubs: z.record(z.string(), clubEntry) });

/** Whether a club's `championships` includes championship 1 (an unknown form counts as yes). */
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

export function parseClubs(body: string): LfpClub[] {
  const data = parseWith(clubsSchema, body);
  return Object.entries(data.championshipsClubs)
    .filter(([, c]) => inChampionship1(c.championships))
    .map(([id, c]) => ({
      id,
      extId: c.shortId ?? trailingId(id),
      name: c.shortName ?? c.name ?? id,
      officialName: c.officialName ?? c.name ?? null,
    }));
}

// ------------------------------------------------------------------ a matchday: GET /championship-matches/championship/1/game-week/{N}

const identity = z.looseObject({ shortId: idLike.nullish(), name: optText, shortName: optText, officialName: optText });
const sideShape = { clubId: idLike, score: intLike.nullish(), clubIdentity: identity.nullish() };
const summarySide = z.looseObject(sideShape);
const summary = z.looseObject({
  matchId: z.string().trim().min(1),
  gameWeekNumber: intLike.nullish(),
  date: z.string(),
  period: optText,
  home: summarySide,
  away: summarySide,
});
const gameWeekSchema = z.looseObject({ matches: z.array(summary) });

function side(s: z.infer<typeof summarySide>): LfpSide {
  const ident = s.clubIdentity;
  return {
    extId: ident?.shortId ?? trailingId(s.clubId),
    name: ident?.shortName ?? ident?.name ?? ident?.officialName ?? s.clubId,
    score: s.score ?? null,
  };
}

export function parseGameWeek(body: string): LfpMatchSummary[] {
  return parseWith(gameWeekSchema, body).matches.map((m) => ({
    matchId: m.matchId,
    gameWeek: m.gameWeekNumber ?? null,
    kickoffAt: instant(m.date, m.matchId),
    period: m.period ?? 'preMatch',
    home: side(m.home),
    away: side(m.away),
  }));
}

// ------------------------------------------------------------------ a match: GET /championship-match/{matchId}

const event = z.looseObject({
  type: optText,
  scorerId: idLike.nullish(),
  playerId: idLike.nullish(),
  assistProviderId: idLike.nullish(),
});
const events = z.array(event).nullish();
const matchPlayer = z.looseObject({
  id: idLike,
  minutesPlayed: numLike.nullish(),
  goals: numLike.nullish(),
  goalsAssists: numLike.nullish(),
  ownGoals: numLike.nullish(),
  playedMatch: z.boolean().nullish(),
  startedMatch: z.boolean().nullish(),
  playerIdentity: z.looseObject({ shortOptaId: idLike.nullish(), firstName: optText, lastName: optText, knownName: optText }).nullish(),
  stats: z.record(z.string(), z.unknown()).nullish(),
});
const matchSide = z.looseObject({
  ...sideShape,
  players: z.record(z.string(), matchPlayer).nullish(),
  goals: events,
  bookings: events,
  substitutions: events,
  missedPenalties: events,
});
const matchSchema = z.looseObject({
  id: optText,
  matchId: optText,
  date: z.string(),
  period: optText,
  home: matchSide,
  away: matchSide,
});
type MatchSide = z.infer<typeof matchSide>;
type Event = z.infer<typeof event>;

const statOf = (stats: Record<string, unknown> | null | undefined, key: string): number | undefined => {
  const parsed = numLike.safeParse(stats?.[key]);
  return parsed.success ? parsed.data : undefined;
};
const who = (e: Event) => e.scorerId ?? e.playerId ?? null;
const count = (list: Event[] | null | undefined, test: (e: Event) => boolean) => (list ?? []).filter(test).length;
const int = (n: number) => Math.max(0, Math.round(n));

function playerLines(own: MatchSide, other: MatchSide): LfpPlayerLine[] {
  const allGoals = [...(own.goals ?? []), ...(other.goals ?? [])];
  return Object.values(own.players ?? {}).map((p) => {
    const s = p.stats;
    const ident = p.playerIdentity;
    const minutes = p.minutesPlayed ?? statOf(s, 'mins_played') ?? 0;
    const secondYellow = (statOf(s, 'second_yellow') ?? count(own.bookings, (b) => b.type === 'secondYellow' && who(b) === p.id)) > 0;
    return {
      lfpId: trailingId(p.id),
      shortOptaId: ident?.shortOptaId ?? null,
      name: [ident?.firstName, ident?.lastName].filter(Boolean).join(' ') || ident?.knownName || p.id,
      minutes: int(minutes),
      started: p.startedMatch ?? false,
      played: p.playedMatch ?? minutes > 0,
      goals: int(p.goals ?? count(own.goals, (g) => g.type !== 'own' && who(g) === p.id)),
      assists: int(p.goalsAssists ?? count(own.goals, (g) => g.assistProviderId === p.id)),
      ownGoals: int(p.ownGoals ?? count(allGoals, (g) => g.type === 'own' && who(g) === p.id)),
      yellowCards: int(statOf(s, 'yellow_card') ?? count(own.bookings, (b) => b.type === 'yellow' && who(b) === p.id)),
      redCards: int(
        statOf(s, 'red_card') ??
          count(own.bookings, (b) => (b.type === 'red' || b.type === 'straightRed' || b.type === 'secondYellow') && who(b) === p.id),
      ),
      secondYellow,
      cleanSheet: (statOf(s, 'clean_sheet') ?? 0) > 0,
      goalsConceded: int(statOf(s, 'goals_conceded') ?? 0),
      saves: int(statOf(s, 'saves') ?? 0),
      penaltiesSaved: int(statOf(s, 'penalty_save') ?? 0),
      penaltiesMissed: int(count(own.missedPenalties, (e) => who(e) === p.id) || (statOf(s, 'penalty_missed') ?? 0)),
      raw: p,
    };
  });
}

export function parseMatch(body: string): LfpMatchDetail {
  const m = parseWith(matchSchema, body);
  const matchId = m.matchId ?? m.id;
  if (!matchId) throw new ParseError('match sans identifiant');
  return {
    matchId,
    kickoffAt: instant(m.date, matchId),
    period: m.period ?? 'preMatch',
    home: { ...side(m.home), players: playerLines(m.home, m.away) },
    away: { ...side(m.away), players: playerLines(m.away, m.home) },
  };
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
  detailedPosition: optText,
  positionName: optText,
  position: z.unknown().optional(),
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

export function parseClubSummary(body: string): LfpSquadPlayer[] {
  const { squad } = parseWith(summarySchema, body);
  const families: [SourceFamily, string[] | null | undefined][] = [
    ['goalkeeper', squad.goalkeepersIds],
    ['defender', squad.defendersIds],
    ['midfielder', squad.midfieldersIds],
    ['striker', squad.strikersIds],
  ];
  const out: LfpSquadPlayer[] = [];
  const seen = new Set<string>();
  for (const [family, list] of families) {
    for (const id of list ?? []) {
      const p = squad.players[id] ?? Object.values(squad.players).find((x) => x.id === id);
      if (!p || seen.has(p.id)) continue;
      seen.add(p.id);
      const lastName = p.lastName ?? p.knownName ?? p.firstName;
      if (!lastName) throw new ParseError(`joueur ${p.id} sans nom`);
      const lfpId = trailingId(p.id);
      out.push({
        lfpId,
        shortOptaId: p.shortOptaId ?? lfpId,
        firstName: p.lastName ? (p.firstName ?? null) : null,
        lastName,
        knownName: p.knownName ?? null,
        birthDate: birth(p.birthDate),
        numero: p.jerseyNumber ?? null,
        family,
        finer: p.detailedPosition ?? p.positionName ?? (typeof p.position === 'string' ? p.position : null),
      });
    }
  }
  if (!out.length) throw new ParseError('effectif vide');
  return out;
}
