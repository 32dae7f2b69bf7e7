/**
 * The orders domain (my reservations, reservation order detail and review, booking success).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 */
export { useOrderCancel } from './useReservationOrderActions';
