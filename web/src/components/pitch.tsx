import { VisuallyHidden } from '@mantine/core';
import { AUTOPILOT_MSG, type Formation, slotCoordinates } from '@poolfoot/domain';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './pitch.module.css';

/** One team on the pitch: its formation and what to draw in each slot 0..10. */
export type PitchSide = { formation: Formation; renderSlot: (slot: number) => ReactNode; label?: string };

// Markings of a 68 m x 105 m pitch, in metres (Laws of the Game).
const W = 68;
const L = 105;
const BOX_W = 40.32;
const BOX_D = 16.5;
const SIX_W = 18.32;
const SIX_D = 5.5;
const SPOT = 11;
const R = 9.15;
const ARC_DX = Math.sqrt(R * R - (BOX_D - SPOT) ** 2);

function Markings() {
  const line = { fill: 'none', stroke: 'rgba(255,255,255,0.8)', strokeWidth: 0.35 };
  const spot = { fill: 'rgba(255,255,255,0.8)' };
  return (
    <svg className={classes.lines} viewBox={`0 0 ${W} ${L}`} preserveAspectRatio="none" aria-hidden focusable="false">
      <title>Lignes du terrain</title>
      <rect x={0.2} y={0.2} width={W - 0.4} height={L - 0.4} {...line} />
      <line x1={0} y1={L / 2} x2={W} y2={L / 2} {...line} />
      <circle cx={W / 2} cy={L / 2} r={R} {...line} />
      <circle cx={W / 2} cy={L / 2} r={0.4} {...spot} />
      {[0, L].map((end) => {
        const dir = end === 0 ? 1 : -1;
        const boxY = end === 0 ? 0 : L - BOX_D;
        const sixY = end === 0 ? 0 : L - SIX_D;
        const spotY = end + dir * SPOT;
        const arcY = end + dir * BOX_D;
        return (
          <g key={end}>
            <rect x={(W - BOX_W) / 2} y={boxY} width={BOX_W} height={BOX_D} {...line} />
            <rect x={(W - SIX_W) / 2} y={sixY} width={SIX_W} height={SIX_D} {...line} />
            <circle cx={W / 2} cy={spotY} r={0.4} {...spot} />
            <path d={`M ${W / 2 - ARC_DX} ${arcY} A ${R} ${R} 0 0 ${end === 0 ? 0 : 1} ${W / 2 + ARC_DX} ${arcY}`} {...line} />
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A pitch drawn to scale with the 11 slots of a formation in place (goal at the bottom). With an
 * away side, each team takes its half: home from the bottom goal, away from the top one.
 */
export function Pitch({ home, away, label }: { home: PitchSide; away?: PitchSide; label: string }) {
  const place = (wide: number, y: number, side: 'home' | 'away') => {
    // A slot is a quarter of the pitch wide (24 %), centred on its point: kept whole inside, so a name wrapped under
    // a wing-back's shirt is never cut by the touchline.
    const x = Math.min(88, Math.max(12, wide));
    if (!away) return { left: `${x}%`, top: `${y}%` };
    // Each team in its half: forwards (y 16) near the halfway line, the keeper (y 92) near his goal.
    const depth = 57 + (y - 16) * 0.49;
    return side === 'home' ? { left: `${x}%`, top: `${depth}%` } : { left: `${100 - x}%`, top: `${100 - depth}%` };
  };
  const drawn: [PitchSide, 'home' | 'away'][] = away
    ? [
        [home, 'home'],
        [away, 'away'],
      ]
    : [[home, 'home']];
  return (
    <section className={`${classes.pitch} ${away ? classes.compact : ''}`} aria-label={label}>
      <Markings />
      {away?.label && (
        <span className={classes.sideLabel} style={{ top: 4 }}>
          {away.label}
        </span>
      )}
      {away && home.label && (
        <span className={classes.sideLabel} style={{ bottom: 4 }}>
          {home.label}
        </span>
      )}
      {drawn.map(([side, which]) =>
        slotCoordinates(side.formation).map((point, slot) => (
          <div
            key={`${which}-${point.x}-${point.y}`}
            className={`${classes.slot} ${which === 'away' ? classes.away : ''}`}
            style={place(point.x, point.y, which)}
          >
            {side.renderSlot(slot)}
          </div>
        )),
      )}
    </section>
  );
}

/**
 * What a slot shows: a shirt with the position (or a short text: the points), the player's name, captain and lock
 * marks; `live` rings the shirt in red (provisional points while his match is played).
 */
export function PitchToken({
  top,
  name,
  captain,
  locked,
  live,
}: {
  top: string;
  name: string | null;
  captain?: boolean;
  locked?: boolean;
  live?: boolean;
}) {
  return (
    <span className={`${classes.token} ${name ? '' : classes.empty} ${live ? classes.live : ''}`}>
      <span className={classes.shirt}>
        {top}
        {captain && <span className={`${classes.badge} ${classes.captain}`}>C</span>}
        {locked && (
          <span className={`${classes.badge} ${classes.lock}`}>
            <IconLock size={10} aria-hidden />
          </span>
        )}
      </span>
      <span className={classes.name}>{name ?? '—'}</span>
      {live && <VisuallyHidden>{AUTOPILOT_MSG.onAir}</VisuallyHidden>}
    </span>
  );
}
