/**
 * What a file is, by its first bytes (never by its name): the types the file service stores.
 * The gateway checks the same way before it forwards a file; this is the service's own guard.
 */
export interface Sniffed {
  /** IMAGE, VIDEO or AUDIO. */
  kind: 'IMAGE' | 'VIDEO' | 'AUDIO';
  contentType: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

export function sniff(bytes: Uint8Array): Sniffed | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { kind: 'IMAGE', contentType: 'image/jpeg', ext: 'jpg' };
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return { kind: 'IMAGE', contentType: 'image/png', ext: 'png' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'IMAGE', contentType: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'IMAGE', contentType: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { kind: 'AUDIO', contentType: 'audio/wav', ext: 'wav' };
  if (ascii(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (/^M4A |^M4B /.test(brand)) return { kind: 'AUDIO', contentType: 'audio/mp4', ext: 'm4a' };
    if (brand === 'qt  ') return { kind: 'VIDEO', contentType: 'video/quicktime', ext: 'mov' };
    return { kind: 'VIDEO', contentType: 'video/mp4', ext: 'mp4' };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // Matroska / WebM: a recording with no video track is audio (MediaRecorder's audio/webm)
    const head = Buffer.from(bytes.slice(0, Math.min(bytes.length, 4096))).toString('latin1');
    const video = head.includes('V_VP8') || head.includes('V_VP9') || head.includes('V_AV1') || head.includes('V_MPEG4');
    return video ? { kind: 'VIDEO', contentType: 'video/webm', ext: 'webm' } : { kind: 'AUDIO', contentType: 'audio/webm', ext: 'weba' };
  }
  if (ascii(bytes, 0, 'OggS')) return { kind: 'AUDIO', contentType: 'audio/ogg', ext: 'ogg' };
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return { kind: 'AUDIO', contentType: 'audio/mpeg', ext: 'mp3' };
  return null;
}
