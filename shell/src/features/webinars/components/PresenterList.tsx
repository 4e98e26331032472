import { Avatar } from '../../../components/Avatar';
import type { Presenter } from '../webinar';

export function PresenterList({ presenters }: { presenters: readonly Presenter[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {presenters.map((presenter) => (
        <li key={presenter.name} className="flex items-center gap-4">
          <Avatar name={presenter.name} photo={presenter.photo} size="md" />
          <div>
            <p className="font-semibold text-brand-900">{presenter.name}</p>
            <p className="text-sm text-muted-foreground">{presenter.role}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
