/** How a picture is prepared on the device before it is uploaded (within the gateway's inputLimits). */
export interface ScaleOptions {
  maxWidth: number;
  maxHeight: number;
  /** The encoding: JPEG for photos (quality 0.8), PNG for the cover uploader. */
  type: 'image/jpeg' | 'image/png';
  quality: number;
}

/** The size that fits `width`×`height` inside the box, never larger than it was. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Scales a picture down to fit the box (its EXIF orientation applied) and re-encodes it. A file
 * the browser cannot decode is answered as it is: the gateway then says what is wrong with it.
 */
export async function scaleImage(file: Blob, options: ScaleOptions): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height, options.maxWidth, options.maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  if (options.type === 'image/jpeg') {
    // JPEG has no transparency: transparent pixels of a PNG become white, not black
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, options.type, options.quality));
  return blob ?? file;
}
