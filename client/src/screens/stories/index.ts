/**
 * The stories family (topics, stories, travel strategies, works, PK entries, tags).
 * Other screen domains may import only what this file exports: a story's row and a topic's card
 * (the favourites list shows them). The router takes its routes from `routes.tsx` (FAMILY_ROUTES).
 */
export { StoryRow } from './StoryRow';
export { TopicCard } from './TopicCard';
