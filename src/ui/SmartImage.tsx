/**
 * An <img> that never shifts layout (width and height always set, CSS keeps the aspect ratio), offers
 * the image CDN's widths for its slot (`srcset`, with the `sizes` of the slot's CSS), loads lazily
 * unless it is above the fold (`priority`), paints the row's ThumbHash placeholder in its box at once
 * (a tiny PNG under the picture: no inline style, which the CSP forbids), and shows a cheese
 * placeholder when missing or broken.
 */
import { useState } from 'react';
import { imageSources, type ImageSlot } from '@/domain/image-variants';
import { PLACEHOLDER_HASH_ATTRIBUTE, placeholderSrc } from './placeholder-src';
import { imageHostRules } from '@/config/images';
import { CheeseIcon } from './CheeseIcon';

export interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Where the picture shows: decides the widths offered and the `sizes` hint. */
  slot: ImageSlot;
  className?: string;
  priority?: boolean;
  /** The row's ThumbHash (base64), painted until the picture arrives. */
  placeholder?: string | null;
}

export function SmartImage({ src, alt, width, height, slot, className, priority = false, placeholder }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const blur = placeholderSrc(placeholder);
  if (!src || failedSrc === src) {
    return (
      <div
        className={`${className ?? ''} image-placeholder`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {/* Keeps the width:height ratio without a style attribute (the CSP allows no inline styles). */}
        <svg className="image-placeholder-ratio" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" />
        <CheeseIcon size={64} />
      </div>
    );
  }
  const sources = imageSources(src, slot, imageHostRules);
  const picture = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
  if (!blur) return picture;
  // Both images take the slot's class, so the placeholder fills exactly the picture's box. Its PNG is
  // about 32 px wide, so it is never the page's largest paint (LCP counts an upscaled image at its
  // intrinsic size).
  return (
    <span className="smart-image">
      <img
        src={blur}
        alt=""
        aria-hidden="true"
        width={width}
        height={height}
        className={`${className ?? ''} smart-image-placeholder`}
        decoding="sync"
        {...{ [PLACEHOLDER_HASH_ATTRIBUTE]: placeholder }}
      />
      {picture}
    </span>
  );
}
