/**
 * The saisons feature's public surface: the season choice of the pages that show a past season, a season's end
 * (champion, podium, records), what a page that needs a coming matchday says once the season is over, and the reads
 * the home and the ranking share.
 */
export { palmaresQuery, SAISON_READERS, saisonsListQuery } from './api';
export { SeasonEnd } from './components/season-end-loader';
export { SeasonOver } from './components/season-over';
export { SeasonSelect } from './components/season-select';
export { type SeasonChoice, seasonSearch, useSeasonChoice } from './season-choice';
