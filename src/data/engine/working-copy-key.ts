/** Prefix of the working copies' keys in the meta store (removed at sign-out). */
export const WORKING_COPY_PREFIX = 'working-copy:';
