/**
 * Sharing a detail screen: its share button over the object's share card (the messaging app's
 * share menu and hint, the system share sheet, a copied link).
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { ShareButton } from './ShareButton';
