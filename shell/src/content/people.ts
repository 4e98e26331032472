// The people the site names. A portrait is a file under shell/public/people/
// set as `photo: '/people/<file>'`; without one the person's initials are
// shown, and the alt text always names the person.

export interface Person {
  name: string;
  role: string;
  /** Site path of a portrait; omitted until a real photo is supplied. */
  photo?: string;
}

export const founderPerson: Person = {
  name: 'Declan Moran',
  role: 'Founder & Principal Consultant',
};

export const growthPartner: Person = {
  name: 'Ciarán Walsh',
  role: 'Founder & CEO, Atlantic Growth Group',
};
