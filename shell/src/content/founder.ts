import { founderPerson } from './people';
import { launchContent } from './placeholders';

export const founder = {
  ...founderPerson,
  biography: launchContent.founder.biography.value,
} as const;
