import { ParseError } from '../http.js';

/** A player as a Transfermarkt squad page ("kader", detailed view) lists him. */
export type TmPlayer = { name: string; position: string | null; birthDate: string | null; numero: number | null };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ndash: '–',
  mdash: '—',
  euro: '€',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oelig: 'œ',
  OElig: 'Œ',
  oslash: 'ø',
  Oslash: 'Ø',
};
/** Accented letters by name ('eacute', 'Ccedil'): the letter and its combining mark. */
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
  ring: '\u030a',
  caron: '\u030c',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    const named = ENTITIES[code];
    if (named) return named;
    const accent = /^([a-z])(acute|grave|circ|uml|tilde|cedil|ring|caron)$/i.exec(code);
    return accent?.[1] && accent[2] ? `${accent[1]}${MARKS[accent[2]]}`.normalize('NFC') : whole;
  });
}

const text = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const MONTHS: Record<string, number> = {
  janv: 1,
  jan: 1,
  fevr: 2,
  feb: 2,
  fev: 2,
  mars: 3,
  mar: 3,
  avr: 4,
  apr: 4,
  mai: 5,
  may: 5,
  juin: 6,
  jun: 6,
  juil: 7,
  jul: 7,
  aout: 8,
  aug: 8,
  sept: 9,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
};
const monthOf = (word: string) =>
  MONTHS[
    word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\.$/, '')
  ];

/** The birth date's forms, each alone and followed by the age ('(26)'). */
const DATE_FORMS = [
  {
    plain: /(\d{1,2})[/.](\d{1,2})[/.](\d{4})/g,
    aged: /(\d{1,2})[/.](\d{1,2})[/.](\d{4})\s*\(\d{1,2}\)/g,
    build: (m: RegExpMatchArray) => ymd(Number(m[3]), Number(m[2]), Number(m[1])),
  },
  {
    plain: /(\d{1,2})\s+([A-Za-zÀ-ÿ]{3,5}\.?)\s+(\d{4})/g,
    aged: /(\d{1,2})\s+([A-Za-zÀ-ÿ]{3,5}\.?)\s+(\d{4})\s*\(\d{1,2}\)/g,
    build: (m: RegExpMatchArray) => ymd(Number(m[3]), monthOf(m[2] ?? '') ?? 0, Number(m[1])),
  },
  {
    plain: /([A-Za-z]{3})\s+(\d{1,2}),\s*(\d{4})/g,
    aged: /([A-Za-z]{3})\s+(\d{1,2}),\s*(\d{4})\s*\(\d{1,2}\)/g,
    build: (m: RegExpMatchArray) => ymd(Number(m[3]), monthOf(m[1] ?? '') ?? 0, Number(m[2])),
  },
];

/** A birth date as the page writes it ('20/12/1998 (26)', '20 déc. 1998 (26)', 'Dec 20, 1998 (26)'), preferring one followed by the age. */
export function parseTmDate(s: string): string | null {
  for (const withAge of [true, false]) {
    for (const { plain, aged, build } of DATE_FORMS) {
      for (const m of s.matchAll(withAge ? aged : plain)) {
        const d = build(m);
        if (d) return d;
      }
    }
  }
  return null;
}

/**
 * Each pattern finds a class attribute holding a name, quoted or not: the site's pages write
 * `<div class=rn_nummer>36</div>` (HTML fixtures of public scrapers) as well as `class="rn_nummer"`.
 * Written out in full, never assembled at run time.
 */
const ITEMS_TABLE = /<table[^>]*class=(?:"[^"]*\bitems\b[^"]*"|'[^']*\bitems\b[^']*'|items\b)/;
const PLAYER_ROW = /<tr[^>]*class=(?:"[^"]*\b(?:odd|even)\b[^"]*"|'[^']*\b(?:odd|even)\b[^']*'|(?:odd|even)\b)[^>]*>/;
const NAME_CELL = /class=(?:"[^"]*\bhauptlink\b[^"]*"|'[^']*\bhauptlink\b[^']*'|hauptlink\b)[^>]*>([\s\S]*?)<\/td>/;
const SHIRT_NUMBER = /class=(?:"[^"]*\brn_nummer\b[^"]*"|'[^']*\brn_nummer\b[^']*'|rn_nummer\b)[^>]*>\s*(\d{1,3})\s*</;
const INLINE_TABLE = /<table[^>]*class=(?:"[^"]*\binline-table\b[^"]*"|'[^']*\binline-table\b[^']*'|inline-table\b)[\s\S]*?<\/table>/;

/**
 * The players of a Transfermarkt squad page: each row of the `items` table (class odd/even) gives the
 * shirt number (rn_nummer), the name (the first link of the hauptlink cell), the position (second line of
 * the inline table) and the birth date. A page without any player row is garbage.
 */
export function parseTmSquad(html: string): TmPlayer[] {
  const start = html.search(ITEMS_TABLE);
  if (start < 0) throw new ParseError("pas de tableau d'effectif");
  const rows = html.slice(start).split(PLAYER_ROW).slice(1);
  const players: TmPlayer[] = [];
  for (const row of rows) {
    const cell = NAME_CELL.exec(row)?.[1] ?? '';
    const name = [...cell.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) => text(m[1] ?? '')).find((n) => n.length > 0);
    if (!name) continue;
    const numero = SHIRT_NUMBER.exec(row)?.[1];
    const inline = INLINE_TABLE.exec(row)?.[0] ?? '';
    const lines = [...inline.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => text(m[1] ?? ''));
    players.push({
      name,
      position: lines[1] || null,
      birthDate: parseTmDate(text(row.replace(inline, ''))),
      numero: numero ? Number(numero) : null,
    });
  }
  if (!players.length) throw new ParseError('aucun joueur dans la page');
  return players;
}
