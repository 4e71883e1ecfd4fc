/** Supabase Storage's error answer: HTTP 400 for every non-500 error, {statusCode, error, message}. */
import { isPgError } from '../db/index.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus = statusCode.startsWith('5') ? 500 : 400,
  ) {
    super(message);
  }

  body() {
    return { statusCode: this.statusCode, error: this.error, message: this.message };
  }
}

export const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');
export const objectNotFound = () => new StorageError('404', 'not_found', 'Object not found');
export const invalidKey = (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
export const tooLarge = () => new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');
export const badMime = (mime: string) => new StorageError('415', 'invalid_mime_type', `mime type ${mime} is not supported`);

export function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  if (isPgError(e)) {
    if (e.code === '42501') return new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
    if (e.code === '23505') return new StorageError('409', 'Duplicate', 'The resource already exists');
    if (e.code === '22P02') return new StorageError('400', 'invalid_input', e.message);
    return new StorageError('500', 'internal', e.message);
  }
  return new StorageError('500', 'internal', e instanceof Error ? e.message : String(e));
}
