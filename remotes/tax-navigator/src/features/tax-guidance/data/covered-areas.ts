// What the knowledge base covers, as the page lists it: the function's own
// areas, under which every knowledge entry is filed.
import { TAX_AREAS } from '../api/contract';

export interface CoveredArea {
  title: string;
  topics: string;
}

export const coveredAreas: readonly CoveredArea[] = TAX_AREAS;
