/**
 * The site domain (home page, language switcher, service pages).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 */
export { LanguageSwitcher } from './LanguageSwitcher';
export { MenuEntryTile } from './modules/MenuGridModule';
