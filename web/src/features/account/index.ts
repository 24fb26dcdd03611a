/** My account's pieces other pages show: the instance admins' record of acts on accounts (the admin page). */
export { ActsRecordCard } from './components/acts-card';
