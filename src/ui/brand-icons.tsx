/**
 * The stores' brand marks (Apple, Google Play) from Simple Icons (CC0-1.0, https://simpleicons.org),
 * drawn in the current text colour. Only the two marks' paths reach the bundle (the package has no
 * side effects; the rest is tree-shaken).
 */
import { siApple, siGoogleplay } from 'simple-icons';

function brandIcon(path: string) {
  return function BrandIcon({ size = 18 }: { size?: number }) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    );
  };
}

export const AppleMark = brandIcon(siApple.path);
export const GooglePlayMark = brandIcon(siGoogleplay.path);
