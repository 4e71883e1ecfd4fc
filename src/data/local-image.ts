/**
 * How a record refers to an image still held on this device (not uploaded yet): 'local-image:<id>'.
 * Its own module so readers need not load the upload code (./images).
 */
export const LOCAL_IMAGE_PREFIX = 'local-image:';
