/**
 * A season's name from its id, the year it ends: id 2026 is « Saison 2025/2026 ». One rule for the seasons the league
 * import makes and for the pages that show a season they only know by id (no season is written in code: issue 28).
 */
export const seasonName = (saisonId: number) => `Saison ${saisonId - 1}/${saisonId}`;
