/** The anchor of the user's own match on /compos/rencontres: where a saved lineup lands, and the home's link. */
export const MY_MATCH_ID = 'mon-match';
export const MY_MATCH_PATH = `/compos/rencontres#${MY_MATCH_ID}`;
/** My match of a given matchday (the home's last result). */
export const myMatchOf = (journeeId: number) => `/compos/rencontres/${journeeId}#${MY_MATCH_ID}`;
