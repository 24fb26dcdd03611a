/** The header's green (src/components/theme.ts, pitch 9): the favicon's background, the phone's status bar. */
export const THEME_COLOR = '#1b5e3b';
