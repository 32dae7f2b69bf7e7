/** What the demo media are about: a seed asks for a subject and gets a fitting file. */
export type MediaSubject = 'scenery' | 'city' | 'craft' | 'food' | 'stage' | 'museum' | 'guide';

/** A demo media file (upstream/assets/media/demo) with its subject and real duration. */
export interface MediaEntry {
  /** The file's name without extension; the media names the seeds give end with it. */
  readonly id: string;
  readonly kind: 'video' | 'audio';
  readonly subject: MediaSubject;
  /** The narration's site language (audio guides only). */
  readonly language?: 'CN' | 'EN' | 'FRENCH' | 'JAPANESE' | 'KOREAN';
  readonly file: string;
  /** Real duration in seconds, read off the file. */
  readonly seconds: number;
}
