// The mercato calls' contract (filled in by its issue).
export {};
