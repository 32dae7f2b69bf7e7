// What the app's frame uses of this family (router.tsx hands them to the shell): the live badge
// of the personal centre's tab and the message subscription, each loading its chunk on demand.
export { LiveMessagesSlot, MessageBadgeSlot } from './liveSlots';
