import base from '../locales/ko';
import orders from '../locales/orders/ko';

/** One language's texts (issue 4's `orders` merged in): a chunk of its own, loaded only when that language is shown. */
export default { ...base, orders: orders.orders };
