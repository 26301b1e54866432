import { Utensils } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

/** The donation photo, or a calm placeholder where there is none (or it fails to load). */
export function FoodImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
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
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
