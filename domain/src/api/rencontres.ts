// The rencontres calls' contract (filled in by its issue).
export {};
