/** How a signed-in account is named in the back office's sidebar (admin and partner areas alike). */

/**
 * The name is the profile's name, else an email (the profile's, then the sign-in's), else the
 * area's word ('Admin', 'Partner'); the email line is the profile's email, else the sign-in's, else empty.
 */
export function accountLabel(
  profile: { name: string | null; email: string | null } | null,
  signInEmail: string | null | undefined,
  fallbackName: string,
): { name: string; email: string } {
  return {
    name: profile?.name || profile?.email || signInEmail || fallbackName,
    email: profile?.email || signInEmail || '',
  };
}
