import { founderPerson } from './people';

export const founder = {
  ...founderPerson,
  biography: [
    'Declan Moran founded Meitheal AI to give Irish small and medium businesses the kind of technology expertise that is usually only available to large corporations.',
    'He has spent about 30 years in technology, most of them at one of the world’s largest computer hardware makers, where he led engineering teams designing systems used by businesses around the globe. His work there earned him many patents.',
    'Along the way he learned that the best technology projects start with the business problem, not the tool. That is the thinking behind Meitheal AI’s Plan, Prove, Pilot approach: find where AI pays off, prove it at small scale, then roll it out with your team.',
    'Meitheal is the Irish tradition of neighbours working together to bring in the harvest. Declan works the same way: alongside your people, sharing what he knows, so the results last after the project ends.',
  ],
} as const;
