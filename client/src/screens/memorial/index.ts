/** What other screens use of the memorial family (the home's worship variant loads its shelf from here). */
export { load as loadWorshipShelf } from './WorshipShelf';
