// Every entry in the tax knowledge base, in the order they are seeded.
import { businessEntries } from './entries/business.ts';
import { capitalEntries } from './entries/capital.ts';
import { capitalFamilyEntries } from './entries/capital-family.ts';
import { complianceEntries } from './entries/compliance.ts';
import { creditReliefEntries } from './entries/credits-reliefs.ts';
import { employerEntries } from './entries/employers.ts';
import { householdIncomeEntries } from './entries/household-income.ts';
import { landlordEntries } from './entries/landlords.ts';
import { personalEntries } from './entries/personal.ts';
import { propertyVehicleEntries } from './entries/property-vehicles.ts';
import { recordEntries } from './entries/records.ts';
import { savingsEntries } from './entries/savings-investments.ts';
import { vatEntries } from './entries/vat.ts';
import { companyEntries } from './entries/companies.ts';
import { employerMoreEntries } from './entries/employers-more.ts';
import { paymentsToOthersEntries } from './entries/payments-to-others.ts';
import { selfEmployedFarmerEntries } from './entries/self-employed-farmers.ts';
import { vatMoreEntries } from './entries/vat-more.ts';
import { ownersEverydayEntries } from './entries/owners-everyday.ts';
import { namedReliefEntries } from './entries/named-reliefs.ts';
import { roundEightEntries } from './entries/round-eight.ts';
import { breadthEntries } from './entries/breadth.ts';
import { roundNineEntries } from './entries/round-nine.ts';
import { breadthTenEntries } from './entries/breadth-ten.ts';
import { roundTenEntries } from './entries/round-ten.ts';
import { breadthElevenEntries } from './entries/breadth-eleven.ts';
import { roundElevenEntries } from './entries/round-eleven.ts';
import { breadthTwelveEntries } from './entries/breadth-twelve.ts';
import { breadthThirteenEntries } from './entries/breadth-thirteen.ts';
import { roundTwelveEntries } from './entries/round-twelve.ts';
import { roundThirteenEntries } from './entries/round-thirteen.ts';
import { breadthFourteenEntries } from './entries/breadth-fourteen.ts';
import type { TaxEntry } from './types.ts';

export const taxEntries: readonly TaxEntry[] = [
  ...personalEntries,
  ...vatEntries,
  ...businessEntries,
  ...capitalEntries,
  ...employerEntries,
  ...complianceEntries,
  ...creditReliefEntries,
  ...householdIncomeEntries,
  ...propertyVehicleEntries,
  ...landlordEntries,
  ...capitalFamilyEntries,
  ...savingsEntries,
  ...vatMoreEntries,
  ...employerMoreEntries,
  ...companyEntries,
  ...paymentsToOthersEntries,
  ...selfEmployedFarmerEntries,
  ...recordEntries,
  ...ownersEverydayEntries,
  ...namedReliefEntries,
  ...roundEightEntries,
  ...breadthEntries,
  ...roundNineEntries,
  ...breadthTenEntries,
  ...roundTenEntries,
  ...breadthElevenEntries,
  ...roundElevenEntries,
  ...breadthTwelveEntries,
  ...breadthThirteenEntries,
  ...roundTwelveEntries,
  ...roundThirteenEntries,
  ...breadthFourteenEntries,
];
