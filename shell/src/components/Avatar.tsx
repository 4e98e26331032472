import { cn } from '@meitheal/ui';
import { useState } from 'react';
import { initials } from '../lib/initials';

const sizes = {
  /** Beside a name in a list (presenters). */
  md: { className: 'size-14 text-lg', pixels: 56 },
  /** Beside a quote (testimonials). */
  lg: { className: 'size-16 text-lg', pixels: 64 },
  /** A portrait that carries a section (the founder on About). */
  xl: { className: 'size-48 text-5xl md:size-64 md:text-6xl', pixels: 256 },
};

interface AvatarProps {
  name: string;
  /** Portrait to show; the person's initials stand in when it is missing or fails to load. */
  photo?: string;
  size: keyof typeof sizes;
}

export function Avatar({ name, photo, size }: AvatarProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const base = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', sizes[size].className);

  if (photo && !photoFailed) {
    return (
      <img
        src={photo}
        alt={name}
        width={sizes[size].pixels}
        height={sizes[size].pixels}
        loading="lazy"
        className={cn(base, 'object-cover')}
        onError={() => setPhotoFailed(true)}
      />
    );
  }
  return (
    <span role="img" aria-label={name} className={cn(base, 'bg-brand-700 font-semibold text-white')}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
