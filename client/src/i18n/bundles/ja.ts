import base from '../locales/ja';
import orders from '../locales/orders/ja';

/** One language's texts (issue 4's `orders` merged in): a chunk of its own, loaded only when that language is shown. */
export default { ...base, orders: orders.orders };
