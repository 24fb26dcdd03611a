// The stats calls' contract (filled in by its issue).
export {};
