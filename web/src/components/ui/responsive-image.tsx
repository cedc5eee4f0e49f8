import { VARIANTS, type ImageVariants } from '@queryhub/model';
import { useState } from 'react';

/** Processed variants written by the image function: 1600 px and 400 px WebP. */
export type { ImageVariants };

export interface ResponsiveImageProps {
  /** Shown when there are no variants, or when they fail to load (e.g. a default picture). */
  src: string;
  variants?: ImageVariants | null;
  /** Required: describe the picture. */
  alt: string;
  /** Rendered width in CSS px hint for the browser's pick between variants. */
  sizes?: string;
  /** Prefer the small variant (avatars, cards). */
  preferThumb?: boolean;
  /** Shown when the original fails too (e.g. a default avatar). */
  placeholderSrc?: string;
  /** Reserved box while the real dimensions are unknown. */
  fallbackWidth?: number;
  fallbackHeight?: number;
  className?: string;
}

export function ResponsiveImage({
  src,
  variants,
  alt,
  sizes = '(max-width: 720px) 100vw, 720px',
  preferThumb = false,
  placeholderSrc,
  fallbackWidth = 640,
  fallbackHeight = 360,
  className,
}: ResponsiveImageProps) {
  // Failed loads for the current sources: 0 → variants (if any), then the original, then the
  // placeholder. New sources (e.g. a new picture) start again from the variants.
  const sourceKey = `${src}|${variants?.large ?? ''}`;
  const [failed, setFailed] = useState({ sourceKey, count: 0 });
  const failures = failed.sourceKey === sourceKey ? failed.count : 0;
  const useVariants = Boolean(variants) && failures === 0;
  const originalFailed = failures >= (variants ? 2 : 1);
  const width = useVariants && variants ? variants.width : fallbackWidth;
  const height = useVariants && variants ? variants.height : fallbackHeight;
  const original = originalFailed && placeholderSrc ? placeholderSrc : src;
  const chosen =
    useVariants && variants ? (preferThumb ? variants.thumb : variants.large) : original;
  const srcSet =
    useVariants && variants
      ? `${variants.thumb} ${VARIANTS.thumb}w, ${variants.large} ${variants.width}w`
      : undefined;
  return (
    <img
      className={['responsive-image', className].filter(Boolean).join(' ')}
      src={chosen}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={
        chosen === placeholderSrc ? undefined : () => setFailed({ sourceKey, count: failures + 1 })
      }
    />
  );
}
