import type { DetailLine, LiveMatchday } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { liveMatchdayQuery } from './api';

/** A player's provisional points while his match is played: the match minute, his minutes so far, the grid lines. */
export interface LiveJoueur {
  points: number;
  minute: number | null;
  minutes: number;
  detail: DetailLine[];
}

/** A matchday's live figures as the pages read them: per player, per head-to-head, per pooler. */
export interface LiveFigures {
  /** A match of the matchday is being played. */
  onAir: boolean;
  joueur: (joueurId: number) => LiveJoueur | undefined;
  rencontre: (rencontreId: number) => { score1: number; score2: number | null } | undefined;
  total: (userId: number) => number | undefined;
}

export function liveFigures(data: LiveMatchday | undefined): LiveFigures {
  const minutes = new Map((data?.matchs ?? []).map((m) => [m.id, m.minute]));
  const joueurs = new Map(
    (data?.joueurs ?? []).map((j) => [
      j.joueur_id,
      { points: j.points, minute: minutes.get(j.match_id) ?? null, minutes: j.minutes, detail: j.detail },
    ]),
  );
  const rencontres = new Map((data?.rencontres ?? []).map((r) => [r.id, r]));
  const totals = new Map((data?.poolers ?? []).map((p) => [p.user_id, p.total]));
  return {
    onAir: (data?.matchs.length ?? 0) > 0,
    joueur: (id) => joueurs.get(id),
    rencontre: (id) => rencontres.get(id),
    total: (id) => totals.get(id),
  };
}

/**
 * The live figures of a matchday (autopilot/live.php), shared by every card of a page through the query cache. The page
 * refreshes them on the live stream (useLiveInvalidate with autopilot/live.php among its calls): this hook opens no stream of its own.
 */
export function useLiveFigures(journeeId: number | null | undefined): LiveFigures {
  const q = useQuery({ ...liveMatchdayQuery(journeeId ?? 0), enabled: journeeId != null && journeeId > 0 });
  return liveFigures(q.data);
}

/**
 * A player's live figures on the active matchday, with its number, for the points explanation wherever it opens (a
 * match card, the recap, /stats); undefined unless his match is being played.
 */
export function useLiveJoueur(joueurId: number): (LiveJoueur & { numjournee: number }) | undefined {
  const { data } = useQuery(liveMatchdayQuery(null));
  const live = liveFigures(data).joueur(joueurId);
  return live && data?.journee ? { ...live, numjournee: data.journee.numjournee } : undefined;
}
