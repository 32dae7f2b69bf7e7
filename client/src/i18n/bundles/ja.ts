import base from '../locales/ja';
import orders from '../locales/orders/ja';

/** One language's texts (the `orders` texts merged in): a chunk of its own, loaded only when that language is shown. */
export default { ...base, orders: orders.orders };
