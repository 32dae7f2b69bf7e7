/**
 * The guide-orders domain (booking a narrator or an interpretation session, the page after it).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 */
export { GuideServices } from './GuideServices';
export { guideOrderTexts } from './texts';
