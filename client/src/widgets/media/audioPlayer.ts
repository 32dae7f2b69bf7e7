/**
 * The app's one audio player: a single <audio> element owned by this module (not by a screen), so
 * a commentary or an audio piece keeps playing while the visitor moves between screens. Screens
 * start a track with `playTrack`; the mini player (MiniPlayer.tsx, mounted on first use in a root
 * of its own beside the app) shows it on every screen until it is closed.
 */
export interface AudioTrack {
  /** Stable key of what plays (the same track again toggles play and pause). */
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** Where the mini player's title leads back to (an in-app path). */
  readonly returnPath?: string;
  /** The mini player's button names, in the visitor's language. */
  readonly labels: { readonly play: string; readonly pause: string; readonly close: string };
}

export interface AudioState {
  readonly track: AudioTrack | null;
  readonly playing: boolean;
  readonly currentTime: number;
  readonly duration: number;
  readonly failed: boolean;
}

let state: AudioState = { track: null, playing: false, currentTime: 0, duration: 0, failed: false };
const listeners = new Set<() => void>();
let element: HTMLAudioElement | null = null;
let mount: (() => void) | null = null;

function set(next: Partial<AudioState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function audio(): HTMLAudioElement {
  if (element) return element;
  const el = document.createElement('audio');
  el.preload = 'auto';
  el.dataset.testid = 'app-audio';
  el.addEventListener('play', () => set({ playing: true, failed: false }));
  el.addEventListener('pause', () => set({ playing: false }));
  el.addEventListener('ended', () => set({ playing: false, currentTime: 0 }));
  el.addEventListener('timeupdate', () => set({ currentTime: el.currentTime }));
  el.addEventListener('durationchange', () => set({ duration: Number.isFinite(el.duration) ? el.duration : 0 }));
  el.addEventListener('error', () => set({ playing: false, failed: true }));
  document.body.appendChild(el);
  element = el;
  return el;
}

export function subscribeAudio(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function audioState(): AudioState {
  return state;
}

/** How the mini player gets mounted (set once by MiniPlayer.tsx's module). */
export function registerMiniPlayer(mountIt: () => void): void {
  mount = mountIt;
}

/** Plays a track (or toggles it when it is the one loaded). */
export function playTrack(track: AudioTrack): void {
  const el = audio();
  if (state.track?.id === track.id) {
    if (el.paused) void el.play().catch(() => set({ playing: false }));
    else el.pause();
    return;
  }
  el.src = track.url;
  set({ track, currentTime: 0, duration: 0, failed: false });
  mount?.();
  void el.play().catch(() => set({ playing: false }));
}

export function toggleAudio(): void {
  if (!element || !state.track) return;
  if (element.paused) void element.play().catch(() => set({ playing: false }));
  else element.pause();
}

/** Stops and forgets the track (the mini player goes away). */
export function closeAudio(): void {
  if (element) {
    element.pause();
    element.removeAttribute('src');
    element.load();
  }
  set({ track: null, playing: false, currentTime: 0, duration: 0, failed: false });
}
