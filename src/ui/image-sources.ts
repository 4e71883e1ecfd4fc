/** The `src`/`srcSet`/`sizes` of a picture in a slot, with this build's allowed CDN hosts. */
import { imageSources, type ImageSlot, type ImageSources } from '@/domain/image-variants';
import { imageHostRules } from '@/config/images';

export function slotImage(src: string, slot: ImageSlot): ImageSources {
  return imageSources(src, slot, imageHostRules);
}
