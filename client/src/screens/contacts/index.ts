// What other families use of this one (they import it from here only): the words of the booking
// forms' regular contacts ("choose from my contacts", "save as a regular contact", the
// certificate types), loaded with the order forms.
export { contactsTexts } from './texts';
