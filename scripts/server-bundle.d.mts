// The type of server-bundle.mjs's export that TypeScript reads (the browser tests' servers, the reliability scripts).

/** The server in one JavaScript file: what `npm start` runs. */
export const SERVER_BUNDLE: string;
