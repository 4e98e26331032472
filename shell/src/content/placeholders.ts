// Every name, quote and detail on the site that no source we hold supports.
// The site shows them so each page has its full layout, but they are stand-ins
// the business must replace before launch: `npm run check:launch` lists each
// one still marked PLACEHOLDER and fails until none is left.
//
// To replace one, write the real value and change `placeholder(value, needs)`
// to `supplied(value)`. Content modules read only `.value`, so nothing else
// changes. This module imports nothing, so the launch check can load it alone.

export const PLACEHOLDER = 'PLACEHOLDER';
export const SUPPLIED = 'supplied';

export interface ContentSlot<T> {
  readonly value: T;
  readonly status: typeof PLACEHOLDER | typeof SUPPLIED;
  /** What the business must supply in its place (empty once supplied). */
  readonly needs: string;
}

/** A stand-in value: shown on the site, refused by the launch check. */
export function placeholder<T>(value: T, needs: string): ContentSlot<T> {
  return { value, status: PLACEHOLDER, needs };
}

/** A value the business has supplied or confirmed. */
export function supplied<T>(value: T): ContentSlot<T> {
  return { value, status: SUPPLIED, needs: '' };
}

export const launchContent = {
  company: {
    registeredName: placeholder('Meitheal AI Ltd', 'the name exactly as registered with the Companies Registration Office'),
    companyNumber: placeholder('[company number to be added]', 'the CRO company number'),
    registeredOffice: placeholder('[registered office to be added]', 'the registered office address filed with the CRO'),
    linkedinUrl: placeholder(
      'https://www.linkedin.com/company/meitheal-ai',
      "the address of the company's own LinkedIn page (this one is a guess)",
    ),
    siteUrl: placeholder('https://www.meitheal.ie', 'the public address the site is served from (canonical links, sitemap)'),
  },
  founder: {
    name: placeholder('Declan Moran', "the founder's real name"),
    role: placeholder('Founder & Principal Consultant', "the founder's title"),
    biography: placeholder(
      [
        'Declan Moran founded Meitheal AI to give Irish small and medium businesses the kind of technology expertise that is usually only available to large corporations.',
        'He has spent about 30 years in technology, most of them at one of the world’s largest computer hardware makers, where he led engineering teams designing systems used by businesses around the globe. His work there earned him many patents.',
        'Along the way he learned that the best technology projects start with the business problem, not the tool. That is the thinking behind Meitheal AI’s Plan, Prove, Pilot approach: find where AI pays off, prove it at small scale, then roll it out with your team.',
        'Meitheal is the Irish tradition of neighbours working together to bring in the harvest. Declan works the same way: alongside your people, sharing what he knows, so the results last after the project ends.',
      ] as const,
      "the founder's biography, in words he has checked",
    ),
  },
  webinarGuestPresenter: {
    name: placeholder('Ciarán Walsh', "the second webinar presenter's real name"),
    role: placeholder('Founder & CEO, Atlantic Growth Group', "the second presenter's title and company"),
  },
  webinarRegistrationUrl: placeholder(
    // example.com is reserved for examples and reaches no one.
    'https://example.com/meitheal-ai/webinar-3/register',
    "the meeting platform's registration page for the next webinar",
  ),
  testimonial: {
    customerName: placeholder('Aoife Brennan', 'the name of the IMS Connect person who gave the quote'),
    jobTitle: placeholder('Managing Director', 'their job title'),
    quote: placeholder(
      'Meitheal AI gave us a clear, practical AI strategy in three months. We now know exactly where AI will make us money, what it will cost and who owns each step, and the whole team is behind it.',
      'their own words, approved by them for publication',
    ),
    link: placeholder('https://www.imsconnect.ie', "IMS Connect's own website address"),
  },
};
