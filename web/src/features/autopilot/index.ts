/**
 * The autopilot's web face for the poolers: the matchday while it is played (the rencontres page), the live figures
 * the match cards, the recap and the home show (a player's provisional points, a provisional score, their marks), the
 * reminder mails (account).
 */
export { LiveBadge, LiveMinute } from './components/live-marks';
export { LiveMatchday } from './components/live-matchday';
export { RemindersSwitch } from './components/reminders-switch';
export { type LiveFigures, type LiveJoueur, useLiveFigures, useLiveJoueur } from './live-figures';
