// The compos calls' contract (filled in by its issue).
export {};
