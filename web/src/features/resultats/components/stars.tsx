import classes from '../classement.module.css';

/** One star per star earned (SPEC.md "Classement"). */
export function Stars({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={classes.stars} role="img" aria-label={`${count} étoile${count > 1 ? 's' : ''}`}>
      {'★'.repeat(count)}
    </span>
  );
}
