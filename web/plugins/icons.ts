import { Resvg } from '@resvg/resvg-js';
import { PWA_FILES } from '../src/app/pwa/files';
import { THEME_COLOR } from './theme-color';

/** The favicon as a square of `size` units at (`at`, `at`) inside another drawing (a nested <svg>). */
const placed = (favicon: string, at: number, size: number) =>
  favicon.replace(/<svg\b[^>]*>/, (tag) =>
    tag.replace(/\s(?:x|y|width|height)="[^"]*"/g, '').replace(/>$/, ` x="${at}" y="${at}" width="${size}" height="${size}">`),
  );

/** Full-bleed (no transparent corner): the favicon at 80 % on its green, inside the safe zone of a maskable icon. */
const fullBleed = (favicon: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${THEME_COLOR}"/>${placed(favicon, 10, 80)}</svg>`;

/**
 * The favicon's white parts alone, on transparent: a notification's badge, of which Android draws the alpha only
 * (alpha = R + G + B - 2: white stays, the green and the corners go).
 */
const whiteParts = (favicon: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><filter id="white"><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 1 1 1 0 -2"/></filter>' +
  `<g filter="url(#white)">${placed(favicon, 0, 64)}</g></svg>`;

const png = (svg: string, size: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();

/** The app's icons, drawn from web/public/favicon.svg at each build: [path on the site, PNG]. */
export function iconsOf(favicon: string): [string, Uint8Array][] {
  return [
    [PWA_FILES.icon192, png(favicon, 192)],
    [PWA_FILES.icon512, png(favicon, 512)],
    [PWA_FILES.maskable, png(fullBleed(favicon), 512)],
    [PWA_FILES.appleTouchIcon, png(fullBleed(favicon), 180)],
    [PWA_FILES.badge, png(whiteParts(favicon), 96)],
  ];
}
