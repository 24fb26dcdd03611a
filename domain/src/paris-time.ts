/**
 * Europe/Paris wall-clock <-> UTC instant conversions (DST-aware, via Intl). The spec's dates and times
 * are Paris local time while the database and the API keep instants: this is the one rule between the two,
 * shared by the server (journees, matchlfps, the demo calendar) and the web (forms, displayed dates).
 * Pure: no I/O, the same in Node and in the browser.
 */

const TIME_ZONE = 'Europe/Paris';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM_RE = /^(\d{2}):(\d{2})$/;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { y: number; mo: number; d: number; h: number; mi: number; s: number };

/** Paris's wall clock by Intl, a few microseconds a call: read once per UTC hour (offsets). */
function partsOf(d: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(d)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const get = (k: string) => {
    const v = parts[k];
    if (v === undefined || Number.isNaN(v)) throw new Error(`paris-time: missing ${k}`);
    return v;
  };
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour') % 24, mi: get('minute'), s: get('second') };
}

/**
 * Paris's offset from UTC for each UTC hour asked, in ms. Its changes fall on a UTC hour (01:00 UTC, both ways), so one
 * reading holds for the whole hour; a season's pages, matchdays and demo calendar ask the same hours again and again.
 * Bounded: emptied past OFFSETS_KEPT hours (years of them).
 */
const offsets = new Map<number, number>();
const OFFSETS_KEPT = 100_000;

/** Offset of Paris from UTC at this instant, in milliseconds (+1h in winter, +2h in summer). */
function parisOffsetMs(instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const w = partsOf(new Date(hour * HOUR_MS));
    offset = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - hour * HOUR_MS;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function wallClock(d: Date): WallClock {
  const local = new Date(d.getTime() + parisOffsetMs(d.getTime()));
  return {
    y: local.getUTCFullYear(),
    mo: local.getUTCMonth() + 1,
    d: local.getUTCDate(),
    h: local.getUTCHours(),
    mi: local.getUTCMinutes(),
    s: local.getUTCSeconds(),
  };
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

function parseYmd(dateYmd: string): [number, number, number] {
  const m = YMD_RE.exec(dateYmd);
  if (!m) throw new Error(`paris-time: invalid date '${dateYmd}' (YYYY-MM-DD)`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new Error(`paris-time: invalid date '${dateYmd}'`);
  }
  return [y, mo, d];
}

function parseHhmm(hhmm: string): [number, number] {
  const m = HHMM_RE.exec(hhmm);
  const h = Number(m?.[1]);
  const mi = Number(m?.[2]);
  if (!m || h > 23 || mi > 59) throw new Error(`paris-time: invalid time '${hhmm}' (HH:MM)`);
  return [h, mi];
}

/**
 * The UTC instant of a Paris wall-clock date and time.
 * Ambiguous times (autumn fall-back hour) resolve to the earlier instant (summer time);
 * non-existent times (spring-forward gap, e.g. 02:30) are moved forward by the gap (03:30 CEST).
 */
export function parisLocalToUtc(dateYmd: string, hhmm: string): Date {
  const [y, mo, d] = parseYmd(dateYmd);
  const [h, mi] = parseHhmm(hhmm);
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const before = parisOffsetMs(naive - 3 * HOUR_MS);
  const after = parisOffsetMs(naive + 3 * HOUR_MS);
  const candidates = [naive - before, naive - after]
    .filter((t) => {
      const w = wallClock(new Date(t));
      return w.y === y && w.mo === mo && w.d === d && w.h === h && w.mi === mi;
    })
    .sort((a, b) => a - b);
  const first = candidates[0];
  return new Date(first ?? naive - before);
}

/** The Paris wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of an instant. */
export function utcToParisLocal(d: Date): { date: string; heure: string } {
  if (Number.isNaN(d.getTime())) throw new Error('paris-time: invalid Date');
  const w = wallClock(d);
  return { date: `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}`, heure: `${pad(w.h)}:${pad(w.mi)}` };
}

/** dd/mm/yyyy hh:mm in Europe/Paris, as every page and message writes an instant (ARCHITECTURE.md "Web"). */
export function parisDateTime(d: Date): string {
  const { date, heure } = utcToParisLocal(d);
  const [y, m, day] = date.split('-');
  return `${day}/${m}/${y} ${heure}`;
}

/** 'YYYY-MM-DD' plus a number of calendar days (may be negative). */
export function addDaysYmd(dateYmd: string, days: number): string {
  const [y, mo, d] = parseYmd(dateYmd);
  const t = new Date(Date.UTC(y, mo - 1, d) + days * DAY_MS);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
