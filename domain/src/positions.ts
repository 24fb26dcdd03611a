import { z } from 'zod';

/** Positions in the game's fixed order (RULES.md "Positions and formations"). */
export const POSTES = ['GB', 'DC', 'DL', 'MC', 'MO', 'AT'] as const;
export const posteSchema = z.enum(POSTES, { error: 'Poste invalide (GB, DC, DL, MC, MO ou AT).' });
export type Poste = z.infer<typeof posteSchema>;

export const POSTE_LABELS: Record<Poste, string> = {
  GB: 'Gardien',
  DC: 'Défenseur central',
  DL: 'Défenseur latéral',
  MC: 'Milieu central',
  MO: 'Milieu offensif',
  AT: 'Attaquant',
};

export const PHASES = ['draft', 'mercato', 'normal'] as const;
export const phaseSchema = z.enum(PHASES, { error: 'Phase invalide (draft, mercato ou normal).' });
export type Phase = z.infer<typeof phaseSchema>;
