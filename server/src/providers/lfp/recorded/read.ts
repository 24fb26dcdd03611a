import { readFileSync } from 'node:fs';

/** A recorded answer of this folder, as the league sent it (see provenance.ts for where and when). */
export const recorded = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
