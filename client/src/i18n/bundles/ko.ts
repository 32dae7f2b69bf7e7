import base from '../locales/ko';
import orders from '../locales/orders/ko';

/** One language's texts (the `orders` texts merged in): a chunk of its own, loaded only when that language is shown. */
export default { ...base, orders: orders.orders };
