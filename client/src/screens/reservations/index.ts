/**
 * The reservations domain (a venue's or scenic area's day reservation, routes for sale, appointment orders).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 */
export { ReserveSection } from './ReserveSection';
export { CancelAppointment } from './combined/CancelAppointment';
