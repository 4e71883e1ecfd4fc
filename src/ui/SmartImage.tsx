/**
 * An <img> that never shifts layout (width and height always set, CSS keeps the aspect ratio), offers
 * the image CDN's widths for its slot (`srcset`, with the `sizes` of the slot's CSS), loads lazily
 * unless it is above the fold (`priority`), and shows a cheese placeholder when missing or broken.
 */
import { useState } from 'react';
import { imageSources, type ImageSlot } from '@/domain/image-variants';
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
}

export function SmartImage({ src, alt, width, height, slot, className, priority = false }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
  return (
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
}
