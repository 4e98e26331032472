// Every entry in the logistics knowledge base, in the order they are seeded.
import { costUnitEconomicsEntries } from './areas/cost-unit-economics.ts';
import { customerServiceEntries } from './areas/customer-service.ts';
import { fleetDecarbonisationEntries } from './areas/fleet-decarbonisation.ts';
import { marketLaneEntries } from './areas/market-lane.ts';
import { networkCapacityEntries } from './areas/network-capacity.ts';
import { riskResilienceEntries } from './areas/risk-resilience.ts';
import { technologyDataEntries } from './areas/technology-data.ts';
import { workforceCapabilityEntries } from './areas/workforce-capability.ts';
import type { KnowledgeEntry } from './types.ts';

export const logisticsKnowledge: readonly KnowledgeEntry[] = [
  ...marketLaneEntries,
  ...networkCapacityEntries,
  ...customerServiceEntries,
  ...costUnitEconomicsEntries,
  ...fleetDecarbonisationEntries,
  ...workforceCapabilityEntries,
  ...technologyDataEntries,
  ...riskResilienceEntries,
];
