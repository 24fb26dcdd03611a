import { MSG } from '@poolfoot/domain/messages';

/** Where a draft or a mercato is played: the home's first tile, its turn card and the phone menu go there. */
export const phaseLink = (kind: 'draft' | 'mercato') =>
  kind === 'draft' ? { label: MSG.tileDraft, to: '/draft' } : { label: MSG.tileMercato, to: '/mercato' };
