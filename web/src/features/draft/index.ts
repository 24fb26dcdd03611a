/** The draft's public face: its order as a list to reorder (the league page's next season orders its members with it). */
export { OrderList } from './components/order-list';
