/**
 * GoTrue's error answer. With X-Supabase-Api-Version 2024-01-01 echoed, auth-js reads `code` (the
 * string error code); older clients read `error_code`/`msg`, so both are present.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, error_code: this.code, msg: this.message, message: this.message, ...this.extra };
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const weakPassword = () => new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });
export const badEmail = () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
