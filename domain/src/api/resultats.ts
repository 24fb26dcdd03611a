// The resultats calls' contract (filled in by its issue).
export {};
