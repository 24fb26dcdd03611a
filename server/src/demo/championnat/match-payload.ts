import type { DemoClub } from '../seed/clubs.js';
import { type MatchClock, matchClock, placeholderDate, timeUnknown } from './match-clock.js';
import { type Line, linesAt, minutesPlayed, type SheetEvent, type SideKey } from './match-sheet.js';
import { clubIdentity, type DemoView, playerIdentity, seasonOfView, sheetOf } from './payloads.js';
import { DEMO_POSITIONS, type DemoFixture, demoClubId, demoFixture, demoKickoff, demoPlayerId, demoSquad } from './world.js';

/**
 * GET /championship-match/{matchId} as the league answers it at the server's clock (FINDINGS.md §1, §5–§7):
 * - preMatch: every squad member listed with his identity only, no score, no event list;
 * - preMatchWithPlayers: the 20 of the match sheet, starters already `playedMatch` with their `realUltraPosition`;
 * - live: score, events and figures up to the current minute, a substitute `playedMatch` once he came on;
 * - fullTime: at the whistle, no `minutesPlayed` nor `mins_played` for anyone; half an hour later the league's
 *   post-processed sheet, with the minutes, assists on goals and events without `eventId`.
 * The `timeline` is sent at full time only (the live recordings were cut before it: unknown there).
 * Stat keys follow the recordings: some always sent (0 included), the others only when not zero; unused
 * substitutes carry `{formation_place: 0}` only. Values never recorded are guesses, named in GUESSED.
 */

/** Names the recordings never showed (no red card, penalty, own goal or missed penalty was recorded). */
const GUESSED = {
  goalType: { own: 'own', penalty: 'penalty' },
  timeline: { own: 'ownGoal', penalty: 'penaltyGoal', red: 'redCard', secondYellow: 'secondYellowCard', missed: 'missedPenalty' },
  booking: { red: 'red', secondYellow: 'secondYellow' },
  /** Opta's names for a penalty scored and a penalty saved. */
  stats: { penaltyGoal: 'att_pen_goal', penaltySave: 'penalty_save' },
  /** A clean sheet once post-processed: 60 minutes or more without conceding (only 0 was ever recorded). */
  cleanSheetMinutes: 60,
} as const;

const FORMATION = '442';
const time = (minute: number) => `${minute}'`;

type Ctx = {
  f: DemoFixture;
  season: number;
  clock: MatchClock;
  score: [number, number];
  events: SheetEvent[];
  lines: Record<SideKey, Line[]>;
};

/** The scorer of the winning goal: the winner's goal that put it one ahead of the loser's final total. */
function winningScorer(ctx: Ctx) {
  const [h, a] = ctx.score;
  if (ctx.clock.period !== 'fullTime' || h === a) return null;
  const winner: SideKey = h > a ? 'home' : 'away';
  const goal = ctx.events.filter((e) => (e.kind === 'goal' || e.kind === 'ownGoal') && e.side === winner)[Math.min(h, a)];
  return goal?.kind === 'goal' ? goal.scorer : null;
}

function stats(ctx: Ctx, side: SideKey, l: Line) {
  const keeper = l.p.poste === 'GB';
  const [own, against] = side === 'home' ? ctx.score : [ctx.score[1], ctx.score[0]];
  const played = ctx.clock.processed ? minutesPlayed(l) : 0;
  const teamReds = ctx.lines[side].filter((x) => x.red).length;
  const nonZero = (entries: [string, number][]) => Object.fromEntries(entries.filter(([, v]) => v !== 0));
  const all: Record<string, number> = {
    accurate_cross_nocorner: 0,
    accurate_keeper_sweeper: 0,
    bad_clearance: 0,
    bad_contest: 0,
    bad_cross: 0,
    bad_keeper_sweeper: 0,
    bad_tackle: 0,
    effective_clearance: 0,
    formation_place: l.formationPlace,
    game_result: Math.sign(own - against),
    goal_difference: own - against,
    goals_conceded: l.conceded,
    goals_conceded_without_pen: l.conceded - l.penaltiesConceded,
    pen_goals_conceded: l.penaltiesConceded,
    red_card: l.red ? 1 : 0,
    second_yellow: l.secondYellow ? 1 : 0,
    team_red_cards: teamReds,
    times_tackled: 0,
    total_clearance: 0,
    total_contest: l.dribbles,
    total_cross_nocorner: 0,
    total_keeper_sweeper: 0,
    total_tackle: 0,
    winning_goal: winningScorer(ctx) === l.p ? 1 : 0,
    won_contest: l.dribbles,
    won_tackle: 0,
    yellow_card: l.yellow ? 1 : 0,
    // Goalkeepers never have these three (FINDINGS.md §6).
    ...(keeper
      ? {}
      : {
          clean_sheet: ctx.clock.processed && l.conceded === 0 && played >= GUESSED.cleanSheetMinutes ? 1 : 0,
          error_lead_to_goal: 0,
          penalty_conceded: 0,
        }),
    ...nonZero([
      ['goals', l.goals],
      ['goals_openplay', l.goals - l.penaltyGoals],
      [GUESSED.stats.penaltyGoal, l.penaltyGoals],
      ['goal_assist', l.assists],
      ['goal_assist_intentional', l.assists],
      ['saves', l.saves],
      [GUESSED.stats.penaltySave, l.penaltySaves],
      ['game_started', l.started ? 1 : 0],
      ['total_sub_on', l.started ? 0 : 1],
      ['total_sub_off', l.off !== null && !l.red ? 1 : 0],
      ['mins_played', played],
      ['minutes_played', played],
    ]),
  };
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function player(ctx: Ctx, side: SideKey, l: Line) {
  const kickedOff = ctx.clock.period !== 'preMatchWithPlayers';
  const played = l.started || l.on !== null;
  const minutes = ctx.clock.processed ? minutesPlayed(l) : 0;
  const booking = l.red ? (l.secondYellow ? GUESSED.booking.secondYellow : GUESSED.booking.red) : l.yellow ? 'yellow' : null;
  const lineupStats = l.started
    ? { formation_place: l.formationPlace, game_started: 1, times_tackled: 0, winning_goal: 0 }
    : { formation_place: 0 };
  const rating = 5 + ((Number(l.p.lfp_id) * 37 + ctx.f.index * 11) % 25) / 10 + l.goals * 0.7 + l.assists * 0.4;
  return {
    ...(booking ? { booking } : {}),
    formationPlace: l.formationPlace,
    goals: l.goals,
    goalsAssists: l.assists,
    id: demoPlayerId(l.p, ctx.season),
    ...(l.captain ? { isCaptain: true } : {}),
    ...(minutes > 0 ? { minutesPlayed: minutes } : {}),
    ownGoals: l.ownGoals,
    playedMatch: played,
    playerIdentity: playerIdentity(l.p, ctx.season),
    position: DEMO_POSITIONS[l.p.poste].position,
    ...(played ? { realUltraPosition: DEMO_POSITIONS[l.p.poste].ultra } : {}),
    shirtNumber: l.p.numero,
    startedMatch: l.started,
    stats: !kickedOff ? lineupStats : played ? stats(ctx, side, l) : { formation_place: 0 },
    sub: l.started ? 0 : 1,
    wonDribbles: l.dribbles,
    ...(kickedOff && played ? { rating: Math.round(rating * 100) / 100 } : {}),
  };
}

/** The side lists of events (goals, substitutions, bookings, missed penalties), fresh or post-processed. */
function sideEvents(ctx: Ctx, side: SideKey) {
  const { processed } = ctx.clock;
  const mine = ctx.events.filter((e) => e.side === side);
  const stamp = (e: SheetEvent) => ({ time: time(e.minute), timestamp: ctx.clock.at(e.minute).getTime() });
  const eventId = (e: SheetEvent) => String(2_900_000_000 + ctx.f.index * 1000 + ctx.events.indexOf(e));
  const goals = mine.flatMap((e) => {
    if (e.kind !== 'goal' && e.kind !== 'ownGoal') return [];
    const type = e.kind === 'ownGoal' ? GUESSED.goalType.own : e.penalty ? GUESSED.goalType.penalty : 'goal';
    const assist = processed && e.kind === 'goal' && e.assist ? { assistProviderId: demoPlayerId(e.assist, ctx.season) } : {};
    return [{ ...assist, eventId: eventId(e), scorerId: demoPlayerId(e.scorer, ctx.season), side, ...stamp(e), type, varDecision: 0 }];
  });
  const bookings = mine.flatMap((e) => {
    if (e.kind !== 'yellow' && e.kind !== 'red' && e.kind !== 'secondYellow') return [];
    const type = e.kind === 'yellow' ? 'yellow' : GUESSED.booking[e.kind];
    const playerId = demoPlayerId(e.player, ctx.season);
    return [
      processed
        ? { side, playerId, type, reason: 'Comportement antisportif', ...stamp(e) }
        : { eventId: eventId(e), playerId, reason: 'foul', side, ...stamp(e), type },
    ];
  });
  const substitutions = mine.flatMap((e) => {
    if (e.kind !== 'sub') return [];
    const ids = { subOffId: demoPlayerId(e.off, ctx.season), subOnId: demoPlayerId(e.on, ctx.season) };
    return [processed ? { side, ...ids, ...stamp(e) } : { eventId: eventId(e), reason: 'tactical', side, ...ids, ...stamp(e) }];
  });
  const missedPenalties = mine.flatMap((e) =>
    e.kind === 'penaltySaved' ? [{ eventId: eventId(e), playerId: demoPlayerId(e.taker, ctx.season), side, ...stamp(e) }] : [],
  );
  // Post-processed substitutions come in no chronological order (recorded: latest first).
  return { goals, canceledGoals: [], missedPenalties, substitutions: processed ? substitutions.reverse() : substitutions, bookings };
}

function timeline(ctx: Ctx) {
  return ctx.events.map((e) => {
    const head = { side: e.side, time: time(e.minute), timestamp: ctx.clock.at(e.minute).getTime() };
    switch (e.kind) {
      case 'sub':
        return {
          type: 'tacticalSubstitution',
          ...head,
          subOnId: demoPlayerId(e.on, ctx.season),
          subOffId: demoPlayerId(e.off, ctx.season),
        };
      case 'goal': {
        const type = e.penalty ? GUESSED.timeline.penalty : 'regularGoal';
        const assist = ctx.clock.processed && e.assist ? { assistProviderId: demoPlayerId(e.assist, ctx.season) } : {};
        return { type, ...head, scorerId: demoPlayerId(e.scorer, ctx.season), ...assist, varDecision: 0 };
      }
      case 'ownGoal':
        return { type: GUESSED.timeline.own, ...head, scorerId: demoPlayerId(e.scorer, ctx.season), varDecision: 0 };
      case 'penaltySaved':
        return { type: GUESSED.timeline.missed, ...head, playerId: demoPlayerId(e.taker, ctx.season) };
      case 'yellow':
        return { type: 'yellowCard', ...head, playerId: demoPlayerId(e.player, ctx.season) };
      default:
        return { type: GUESSED.timeline[e.kind], ...head, playerId: demoPlayerId(e.player, ctx.season) };
    }
  });
}

export function demoMatch(matchId: string, view: DemoView) {
  const f = demoFixture(matchId);
  if (!f) return null;
  const kickoff = demoKickoff(f, view.weeks(f.matchday));
  const clock = matchClock(f, kickoff, view.now);
  const season = seasonOfView(view);
  const head = {
    id: f.match_lfp_id,
    type: 'l1_championship_match',
    shortOptaId: String(2_600_000 + f.index),
    championshipId: 1,
    season,
    gameWeekNumber: f.matchday,
    date: (timeUnknown(f, kickoff, view.now) ? placeholderDate(kickoff) : kickoff).toISOString(),
  };
  const club = (c: DemoClub) => ({ clubId: demoClubId(c, season), clubIdentity: clubIdentity(c, season) });
  if (clock.period === 'preMatch') {
    const squadSide = (c: DemoClub) => {
      const squad = demoSquad(c.club_id);
      return {
        ...club(c),
        playersIds: squad.map((p) => demoPlayerId(p, season)),
        players: Object.fromEntries(
          squad.map((p) => [demoPlayerId(p, season), { id: demoPlayerId(p, season), playerIdentity: playerIdentity(p, season) }]),
        ),
        shortClubOptaId: c.league.optaId,
      };
    };
    return { ...head, period: clock.period, home: squadSide(f.homeClub), away: squadSide(f.awayClub) };
  }
  const { lines, score, visible } = linesAt(sheetOf(f), clock.minute);
  const ctx: Ctx = { f, season, clock, score, events: visible, lines };
  const kickedOff = clock.period !== 'preMatchWithPlayers';
  const [startDate, endDate] = [clock.periodsDates?.firstHalfStartedAt, clock.periodsDates?.secondHalfEndedAt];
  const side = (key: SideKey, c: DemoClub) => ({
    ...club(c),
    ...(kickedOff ? { score: score[key === 'home' ? 0 : 1] } : {}),
    ...sideEvents(ctx, key),
    penaltyShots: [],
    formation: FORMATION,
    playersIds: lines[key].map((l) => demoPlayerId(l.p, season)),
    players: Object.fromEntries(lines[key].map((l) => [demoPlayerId(l.p, season), player(ctx, key, l)])),
    shortClubOptaId: c.league.optaId,
  });
  return {
    ...head,
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    periodsDates: clock.periodsDates,
    period: clock.period,
    ...(clock.matchTime ? { matchTime: clock.matchTime } : {}),
    home: side('home', f.homeClub),
    away: side('away', f.awayClub),
    ...(clock.period === 'fullTime' ? { timeline: timeline(ctx) } : {}),
  };
}
