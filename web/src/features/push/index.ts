/** Web Push on this device: the account page's notifications card. */
export { PushCard } from './push-card';
