/** The media domain's rules, computed here once: library kinds, their calls and their types. */
import type { ScenicMediaKind, ScenicMediaTypeName } from './types.ts';

export const LIBRARY: Readonly<Record<ScenicMediaKind, { path: string; typeName: ScenicMediaTypeName }>> = {
  IMAGE: { path: 'res/api/multimedia/imageList', typeName: 'ScenicImage' },
  VIDEO: { path: 'res/api/multimedia/videoList', typeName: 'ScenicVideo' },
  AUDIO: { path: 'res/api/multimedia/voiceList', typeName: 'ScenicAudio' },
  PANORAMA: { path: 'res/api/multimedia/panoramaList', typeName: 'Panorama' },
};

export const KIND_OF_TYPE: Readonly<Record<ScenicMediaTypeName, ScenicMediaKind>> = {
  ScenicImage: 'IMAGE',
  ScenicVideo: 'VIDEO',
  ScenicAudio: 'AUDIO',
  Panorama: 'PANORAMA',
};

/** An address the app may load: http(s) only (the upstream's file server). */
export function mediaUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null;
}
