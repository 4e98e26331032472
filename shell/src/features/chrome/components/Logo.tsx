import { Link } from 'react-router-dom';
import { site } from '../../../content/site';

/** Brand mark and name, linking home. Three linked circles: neighbours working together. */
export function Logo() {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-brand-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <circle cx="11" cy="12" r="7" className="fill-brand-600" />
        <circle cx="21" cy="12" r="7" className="fill-accent-400 mix-blend-multiply" />
        <circle cx="16" cy="20" r="7" className="fill-brand-200 mix-blend-multiply" />
      </svg>
      {site.brandName}
    </Link>
  );
}
