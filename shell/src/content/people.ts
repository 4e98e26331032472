import { launchContent } from './placeholders';

// The people the site names. A portrait is a file under shell/public/people/
// set as `photo: '/people/<file>'`; without one the person's initials are
// shown, and the alt text always names the person. Names and roles are
// placeholders until the business supplies them (content/placeholders.ts).

export interface Person {
  name: string;
  role: string;
  /** Site path of a portrait; omitted until a real photo is supplied. */
  photo?: string;
}

export const founderPerson: Person = {
  name: launchContent.founder.name.value,
  role: launchContent.founder.role.value,
};

export const growthPartner: Person = {
  name: launchContent.webinarGuestPresenter.name.value,
  role: launchContent.webinarGuestPresenter.role.value,
};
