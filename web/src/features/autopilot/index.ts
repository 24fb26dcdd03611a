/** The autopilot's web face for the poolers: the matchday while it is played (the rencontres page). */
export { LiveMatchday } from './components/live-matchday';
