import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageDimension, imageUrl } from '../../core/image.ts';

export const imageResolvers: Resolvers = {
  Image: {
    url: (image, args) => imageUrl(image.url, args.size),
    width: (image, args) => imageDimension(image, args.size, 'width'),
    height: (image, args) => imageDimension(image, args.size, 'height'),
    alt: (image) => image.alt,
  },
};
