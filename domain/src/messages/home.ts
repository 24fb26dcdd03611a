import { ordinal, plural } from './plural.js';

/** The home dashboard's texts (SPEC.md gives only the title, the rank and the tiles: those stay in spec.ts). */
export const HOME_MSG = {
  /** The tiles after the phase one (SPEC.md "Home"), in the menu too. */
  tileCompo: 'Compo',
  tileClassement: 'Classement',
  tileMatchs: 'Matchs',
  greeting: (name: string) => `Bonjour ${name} !`,
  matchday: (n: number) => `Journée ${n}`,
  lockIn: 'Verrouillage des compos dans',
  lockPassed: 'Premiers coups d’envoi passés : chaque joueur se verrouille au coup d’envoi de son match.',
  noKickoffYet: 'Horaires des matchs à confirmer : le compte à rebours partira avec le premier horaire fixé.',
  kickoffsUnknown: (n: number) => `${plural(n, 'match')} à l’horaire à confirmer (sans verrouillage pour l’instant).`,
  compoComplete: 'Ma compo est complète.',
  compoIncomplete: (filled: number, total: number) =>
    `Ma compo est incomplète : ${filled} / ${total} joueurs. Un emplacement vide ne marque aucun point.`,
  compoCarried: 'Reprise de ma dernière compo : à vérifier.',
  compoEdit: 'Modifier ma compo',
  compoFill: 'Compléter ma compo',
  opponent: (name: string) => `Contre ${name}`,
  lastMeeting: (n: number, outcome: string, mine: number, theirs: number) => `Dernière rencontre (J${n}) : ${outcome} ${mine} – ${theirs}`,
  outcome: { victoire: 'victoire', nul: 'match nul', defaite: 'défaite' } as const,
  firstMeeting: 'Première rencontre de la saison entre vous.',
  seeMatch: 'Voir le match',
  /** My result at the last finished matchday, mine first: « Victoire 19–10 contre Léa Lucarne ». */
  lastResult: (outcome: 'victoire' | 'nul' | 'defaite', mine: number, theirs: number, opponent: string) =>
    `${{ victoire: 'Victoire', nul: 'Match nul', defaite: 'Défaite' }[outcome]} ${mine}–${theirs} contre ${opponent}`,
  lastResultTitle: (n: number) => `Mon dernier résultat · Journée ${n}`,
  /** My match's provisional score while the matchday is played (mine first). */
  liveScore: (mine: number, theirs: number | null) => (theirs === null ? `Mon score : ${mine}` : `Score : ${mine} – ${theirs}`),
  /** The banner of the hour before the first kickoff, when my lineup has an empty slot. */
  reminderTitle: (n: number) => `La journée ${n} commence dans moins d’une heure`,
  reminderText: (empty: number) =>
    `Ma compo a ${plural(empty, 'place vide', 'places vides')} : ${empty < 2 ? 'elle ne rapportera' : 'elles ne rapporteront'} aucun point.`,
  rankUp: (n: number) => `▲ ${plural(n, 'place')}`,
  rankDown: (n: number) => `▼ ${plural(n, 'place')}`,
  rankSame: '= même place',
  rankMoveLabel: (before: number) => `Avant la dernière journée : ${ordinal(before)}`,
  draftTurn: (round: number) => `Draft – Tour ${round}`,
  mercatoTurn: (round: number) => `Mercato – Tour ${round}`,
  turnOf: (name: string) => `Au tour de ${name}`,
  yourTurn: 'C’est votre tour !',
  pickClock: 'Choix automatique dans',
  pickClockDone: 'Choix automatique imminent…',
  draftPaused: 'Draft en pause.',
  nobodyTurn: 'Personne ne joue pour le moment.',
  goDraft: 'Aller à la draft',
  goMercato: 'Aller au mercato',
} as const;
