import { cn } from '@meitheal/ui';
import { useState } from 'react';
import { initials } from '../lib/initials';

const sizes = {
  /** Beside a name in a list (presenters). */
  md: 'size-14 text-lg',
  /** Beside a quote (testimonials). */
  lg: 'size-16 text-lg',
  /** A portrait that carries a section (the founder on About). */
  xl: 'size-48 text-5xl md:size-64 md:text-6xl',
};

interface AvatarProps {
  name: string;
  /** Portrait to show; the person's initials stand in when it is missing or fails to load. */
  photo?: string;
  size: keyof typeof sizes;
}

export function Avatar({ name, photo, size }: AvatarProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const base = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', sizes[size]);

  if (photo && !photoFailed) {
    return (
      <img
        src={photo}
        alt={name}
        width={64}
        height={64}
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
