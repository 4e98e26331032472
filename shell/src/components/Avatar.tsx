import { cn } from '@meitheal/ui';
import { useState } from 'react';
import { initials } from '../lib/initials';

interface AvatarProps {
  name: string;
  /** Portrait to show; the person's initials stand in when it is missing or fails to load. */
  photo?: string;
  className?: string;
}

export function Avatar({ name, photo, className }: AvatarProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const base = cn('inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full', className);

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
    <span role="img" aria-label={name} className={cn(base, 'bg-brand-700 text-lg font-semibold text-white')}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
