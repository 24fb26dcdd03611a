// The draft calls' contract (filled in by its issue).
export {};
