import type { ReactNode } from 'react';
import type { Role } from '@/domain/types';

/** Route guard by role (spec section 4, Access guard). Filled in by the accounts work. */
export function RequireRole({ children }: { roles: Role[]; children: ReactNode }) {
  return <>{children}</>;
}
