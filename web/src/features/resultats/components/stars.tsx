import { plural } from '@poolfoot/domain/messages';
import classes from '../classement.module.css';

/** One star per star earned (SPEC.md "Classement"); `compact` (a phone card): one star and the count. */
export function Stars({ count, compact = false }: { count: number; compact?: boolean }) {
  if (count <= 0) return compact ? '0' : null;
  if (compact) {
    // The count in the text's own colour (the yellow of the star is too pale for a figure).
    return (
      <span role="img" aria-label={plural(count, 'étoile')}>
        <span className={classes.stars}>★</span> {count}
      </span>
    );
  }
  return (
    <span className={classes.stars} role="img" aria-label={plural(count, 'étoile')}>
      {'★'.repeat(count)}
    </span>
  );
}
