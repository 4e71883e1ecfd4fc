/**
 * How a record refers to an image still held on this device (not uploaded yet): 'local-image:<id>'.
 * Its own module so readers need not load the upload code (./images).
 */
export const LOCAL_IMAGE_PREFIX = 'local-image:';

/** The id of a 'local-image:<id>' reference, without the size fragment a body image carries ('#1600x1200'). */
export function localImageId(ref: string): string {
  const id = ref.slice(LOCAL_IMAGE_PREFIX.length);
  const hash = id.indexOf('#');
  return hash === -1 ? id : id.slice(0, hash);
}
