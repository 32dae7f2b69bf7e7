import type { OrderMessages } from './cn';
import type { Localized } from '../../localized';

const en: Localized<OrderMessages> = {
  orders: {
    free: 'Free',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    quantity: 'Qty {{count}}',
    orderCode: 'Order no.',
    amount: 'Amount',
    createdAt: 'Ordered at',
    cancelled: 'Cancellation succeeded',
    /** The day-part labels (widgets/format dayPart): a reservation's time slot. */
    dayPart: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    form: {
      contact: 'Contact',
      name: 'Name',
      namePlaceholder: 'Contact name',
      nameInvalid: 'Enter the contact name (up to {{max}} characters)',
      phone: 'Phone',
      phonePlaceholder: '{{digits}}-digit mobile number',
      phoneInvalid: 'Enter a valid {{digits}}-digit phone number',
      seats: 'People',
      less: 'Fewer',
      more: 'More',
      slotRequired: 'Please choose a time slot',
    },
    bookingButton: {
      BOOK: 'Book now',
      SIGN_UP: 'Sign up now',
      SOLD_OUT: 'Fully booked',
      NOT_OPEN_YET: 'Booking not open yet',
      CLOSED: 'Booking closed',
      EXTERNAL: 'Sign up on the partner site',
      NONE: 'No booking needed',
    },
    cancelPolicy: {
      never: 'Bookings cannot be cancelled',
      untilStart: 'Cancellable until the start',
      hours_one: 'Cancellable until {{count}} hour before the start',
      hours_other: 'Cancellable until {{count}} hours before the start',
    },
    activity: {
      seatsLeft: '{{remaining}} of {{total}} left',
    },
    weekdayShort: { MONDAY: 'Mon', TUESDAY: 'Tue', WEDNESDAY: 'Wed', THURSDAY: 'Thu', FRIDAY: 'Fri', SATURDAY: 'Sat', SUNDAY: 'Sun' },
    reservationStatus: {
      UNCONFIRMED: 'Unconfirmed',
      AWAITING_PAYMENT: 'To pay',
      CLOSED: 'Closed',
      PENDING_REVIEW: 'Pending review',
      TO_BE_USED: 'To be used',
      COMPLETED: 'Completed',
      EXPIRED: 'Expired',
      CANCELLED: 'Cancelled',
      REVIEW_FAILED: 'Review failed',
      UNKNOWN: 'Unknown',
    },
    reservation: {
      title: 'My reservations',
      empty: 'No reservations yet',
      notFound: 'This order does not exist',
      type: 'Type',
      cancel: 'Cancel booking',
      keep: 'Keep booking',
      cancelTitle: 'Cancel reservation',
      cancelConfirm: 'Cancel this reservation?',
      pay: 'Pay',
      paid: 'Payment succeeded',
    },
    appointment: { title: 'Appointment orders' },
    shop: {
      title: 'My orders',
    },
    wallet: {
      title: 'My wallet',
    },
  },
};

export default en;
