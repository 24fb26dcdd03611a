import { byPosteThenName, draftPlayerName, type TeamPlayer, type TradeJoueur } from '@poolfoot/domain';

/** A player with his club and position, as the lists of a trade show him. */
export const joueurLine = (j: TradeJoueur) => `${draftPlayerName(j)} (${j.club_name}, ${j.poste})`;

/** A pooler's players a trade can name: his from now on (none leaving), by position then name. */
export const tradeable = (joueurs: readonly TeamPlayer[]) => joueurs.filter((p) => p.journee_out === null).sort(byPosteThenName);
