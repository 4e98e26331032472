// Every entry in the tax knowledge base, in the order they are seeded.
import { businessEntries } from './entries/business.ts';
import { capitalEntries } from './entries/capital.ts';
import { complianceEntries } from './entries/compliance.ts';
import { employerEntries } from './entries/employers.ts';
import { personalEntries } from './entries/personal.ts';
import { vatEntries } from './entries/vat.ts';
import type { TaxEntry } from './types.ts';

export const taxEntries: readonly TaxEntry[] = [
  ...personalEntries,
  ...vatEntries,
  ...businessEntries,
  ...capitalEntries,
  ...employerEntries,
  ...complianceEntries,
];
