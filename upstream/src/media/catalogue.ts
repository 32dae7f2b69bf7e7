/**
 * The demo media catalogue: the files in upstream/assets/media/demo, each with its subject and its
 * real duration in seconds. Written by upstream/scripts/demo-media.mjs together with the files (do
 * not edit by hand; upstream/test/demo-media.test.ts checks every duration against its file).
 */
import type { MediaEntry } from './types.ts';

export const CATALOGUE: readonly MediaEntry[] = [
  { id: 'scenery-mountains', kind: 'video', subject: 'scenery', file: 'scenery-mountains.webm', seconds: 23.008 },
  { id: 'scenery-lake', kind: 'video', subject: 'scenery', file: 'scenery-lake.webm', seconds: 41.008 },
  { id: 'city-skyline', kind: 'video', subject: 'city', file: 'city-skyline.webm', seconds: 17.008 },
  { id: 'craft-pattern', kind: 'video', subject: 'craft', file: 'craft-pattern.webm', seconds: 34.008 },
  { id: 'craft-papercut', kind: 'video', subject: 'craft', file: 'craft-papercut.webm', seconds: 13.008 },
  { id: 'food-bowl', kind: 'video', subject: 'food', file: 'food-bowl.webm', seconds: 28.008 },
  { id: 'food-steamer', kind: 'video', subject: 'food', file: 'food-steamer.webm', seconds: 19.008 },
  { id: 'stage-opera', kind: 'video', subject: 'stage', file: 'stage-opera.webm', seconds: 57.008 },
  { id: 'stage-festival', kind: 'video', subject: 'stage', file: 'stage-festival.webm', seconds: 31.008 },
  { id: 'museum-gallery', kind: 'video', subject: 'museum', file: 'museum-gallery.webm', seconds: 46.008 },
  { id: 'guide-cn', kind: 'audio', subject: 'guide', language: 'CN', file: 'guide-cn.ogg', seconds: 26.143 },
  { id: 'guide-en', kind: 'audio', subject: 'guide', language: 'EN', file: 'guide-en.ogg', seconds: 24.946 },
  { id: 'guide-fr', kind: 'audio', subject: 'guide', language: 'FRENCH', file: 'guide-fr.ogg', seconds: 21.406 },
  { id: 'guide-ja', kind: 'audio', subject: 'guide', language: 'JAPANESE', file: 'guide-ja.ogg', seconds: 15.551 },
  { id: 'guide-ko', kind: 'audio', subject: 'guide', language: 'KOREAN', file: 'guide-ko.ogg', seconds: 25.203 },
];
