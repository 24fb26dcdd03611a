/** The menu's own texts beyond SPEC.md's links (those stay in spec.ts). */
export const NAV_MSG = {
  /** SPEC.md "Navbar" gives a logout icon without a word: its name, and its label in words in the phone menu. */
  logout: 'Déconnexion',
} as const;
