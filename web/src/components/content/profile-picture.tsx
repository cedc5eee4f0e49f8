import { ResponsiveImage, type ImageVariants } from '@/components/ui';

/** A member's picture until they upload one, and when theirs fails to load. */
const DEFAULT_PICTURE = '/default-profile.svg';

export interface ProfilePictureProps {
  /** The member's processed picture; none shows the default picture. */
  photo: ImageVariants | null | undefined;
  /** The side of the square, in CSS px. */
  size: number;
  alt: string;
  className: string;
}

/** A member's profile picture: a square of `size` px, from the picture's small variant. */
export function ProfilePicture({ photo, size, alt, className }: ProfilePictureProps) {
  return (
    <ResponsiveImage
      className={className}
      src={DEFAULT_PICTURE}
      placeholderSrc={DEFAULT_PICTURE}
      variants={photo}
      preferThumb
      sizes={`${size}px`}
      alt={alt}
      fallbackWidth={size}
      fallbackHeight={size}
    />
  );
}
