/** The autopilot's web face for the poolers: the matchday while it is played (the rencontres page), the reminder mails (account). */
export { LiveMatchday } from './components/live-matchday';
export { RemindersSwitch } from './components/reminders-switch';
