/** What the Image type resolves from. */
export interface ImageSource {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export type ImageSizeName = 'ORIGINAL' | 'THUMBNAIL' | 'SMALL' | 'COVER' | 'NEWS_THUMBNAIL' | 'BANNER';

/** The spec's image sizes. */
export const IMAGE_SIZES: Record<Exclude<ImageSizeName, 'ORIGINAL'>, { width: number; height: number }> = {
  THUMBNAIL: { width: 160, height: 160 },
  SMALL: { width: 110, height: 110 },
  COVER: { width: 750, height: 375 },
  NEWS_THUMBNAIL: { width: 203, height: 152 },
  BANNER: { width: 750, height: 160 },
};

/** The address of an image in a size: the image proxy resizes with `width` and `height`. */
export function imageUrl(url: string, size: ImageSizeName | null | undefined): string {
  if (!size || size === 'ORIGINAL') return url;
  const { width, height } = IMAGE_SIZES[size];
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const [path, query = ''] = base.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  params.set('height', String(height));
  return `${path}?${params.toString()}${hash}`;
}

export function imageDimension(image: ImageSource, size: ImageSizeName | null | undefined, axis: 'width' | 'height'): number | null {
  if (!size || size === 'ORIGINAL') return image[axis] ?? null;
  return IMAGE_SIZES[size][axis];
}

/** One image from an optional address; null for null / "". */
export function imageFrom(url: unknown, alt: string): ImageSource | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  return { url: url.trim(), alt };
}

/** The images of a comma-separated `images` string (or an array), cover first. */
export function imagesFrom(value: unknown, alt: string): ImageSource[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const images: ImageSource[] = [];
  for (const part of parts) {
    const image = imageFrom(part, alt);
    if (image) images.push(image);
  }
  return images;
}
