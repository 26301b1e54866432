import { Utensils } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

/** The donation photo, or a calm placeholder where there is none (or it fails to load). */
export function FoodImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** The first pictures of a list, likely in view at once: fetched at once, and first. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-secondary text-secondary-foreground/60',
          className,
        )}
      >
        <Utensils aria-hidden="true" className="size-10" />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      // The alt is the listing's title, as its donor wrote it.
      dir="auto"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
