// The league calls' contract (filled in by its issue).
export {};
