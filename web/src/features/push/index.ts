/** Web Push on this device (issue 29): the account page's notifications card. */
export { PushCard } from './push-card';
