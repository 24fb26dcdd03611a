import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAFT_STATUSES } from './api/draft.js';
import { MERCATO_STATUSES } from './mercato.js';
import { livePhase } from './phase.js';
import { PHASES } from './positions.js';

describe('livePhase', () => {
  it('an open mercato is the mercato, whatever the setting says', () => {
    for (const setting of PHASES) expect(livePhase({ setting, draft: 'terminé', mercato: 'en cours' })).toBe('mercato');
  });

  it('a running or paused draft is the draft; a draft to start is the draft only when the setting says so', () => {
    expect(livePhase({ setting: 'normal', draft: 'en cours', mercato: 'non débuté' })).toBe('draft');
    expect(livePhase({ setting: 'mercato', draft: 'en pause', mercato: 'non débuté' })).toBe('draft');
    expect(livePhase({ setting: 'draft', draft: 'non débuté', mercato: 'non débuté' })).toBe('draft');
    expect(livePhase({ setting: 'normal', draft: 'non débuté', mercato: 'non débuté' })).toBe('normal');
  });

  it('a draft over and no mercato open is normal, even when the setting still says draft or mercato', () => {
    expect(livePhase({ setting: 'draft', draft: 'terminé', mercato: 'non débuté' })).toBe('normal');
    expect(livePhase({ setting: 'mercato', draft: 'terminé', mercato: 'terminé' })).toBe('normal');
  });

  it('says mercato only when a mercato is open, and draft only when no draft is over', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHASES),
        fc.constantFrom(...DRAFT_STATUSES),
        fc.constantFrom(...MERCATO_STATUSES),
        (setting, draft, mercato) => {
          const phase = livePhase({ setting, draft, mercato });
          expect(phase === 'mercato').toBe(mercato === 'en cours');
          if (phase === 'draft') expect(draft).not.toBe('terminé');
        },
      ),
    );
  });
});
