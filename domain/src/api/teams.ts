// The teams calls' contract (filled in by its issue).
export {};
