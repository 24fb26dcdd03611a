/** The French names of a Pagination's arrows (Mantine's `getControlProps`). */
export const pageLabels = (control: 'first' | 'previous' | 'last' | 'next') =>
  ({
    first: { 'aria-label': 'Première page' },
    previous: { 'aria-label': 'Page précédente' },
    next: { 'aria-label': 'Page suivante' },
    last: { 'aria-label': 'Dernière page' },
  })[control];
