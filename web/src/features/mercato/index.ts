/** The mercato feature's public surface: the admin hub shows the mercato's control card. */
export { MercatoAdminCard } from './components/mercato-admin-card';
