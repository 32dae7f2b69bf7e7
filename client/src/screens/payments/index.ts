/**
 * The payments domain: the cashier, the voucher of a confirmed order, the consumption
 * codes. Other screen domains may import only what this file exports (dependency-cruiser enforces
 * it); the screens that show these parts load `paymentsTexts` with their route.
 */
export { PaySheet } from './PaySheet';
export { PaymentDue } from './PaymentDue';
export { Voucher } from './Voucher';
export { paymentsTexts } from './texts';
export { formatCountdown, useCountdown } from './useCountdown';
