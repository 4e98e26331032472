import { Database, MapIcon, Rocket, Target, type LucideIcon } from 'lucide-react';
import type { StageIconName } from '../data/questions';

const icons: Record<StageIconName, LucideIcon> = { database: Database, target: Target, map: MapIcon, rocket: Rocket };

interface StageIconProps {
  name: StageIconName;
  className?: string;
}

/** Decorative: the stage title next to it carries the meaning. */
export function StageIcon({ name, className }: StageIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
