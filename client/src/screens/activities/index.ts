/**
 * The activities domain (activity list, detail and calendar, activity orders, activity rooms).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 */
export { handleBookingResult } from './bookingResult';
