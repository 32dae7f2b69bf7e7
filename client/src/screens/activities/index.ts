/**
 * The activities domain (activity list, detail and calendar, activity orders, activity rooms).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 */
export { handleBookingResult } from './bookingResult';
// the activity pages family (map, week, rules, a place's activities, venue calendar, survey) lists activities as this family does
export { ActivityCard } from './ActivityCard';
export { ActivityList } from './ActivityList';
export { weeks } from './calendarWeeks';
