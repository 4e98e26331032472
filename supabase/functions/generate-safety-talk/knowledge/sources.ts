// The documents our topics rest on, named as published. `asOf` is the edition
// (for dated codes of practice) or the consolidated text of legislation "as
// amended" that our wording reflects; we cite by name, never by invented
// section numbers, and rewrite everything in our own words.
import type { SafetySource } from './types.ts';

const ACTS_AS_OF = '2025-01-01';
const HSA_WEB_AS_OF = '2025-01-01';

function generalApplication(part: string): SafetySource {
  return {
    name: `Safety, Health and Welfare at Work (General Application) Regulations 2007, as amended – ${part}`,
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  };
}

function hsaGuidance(name: string, asOf = HSA_WEB_AS_OF): SafetySource {
  return { name, publisher: 'Health and Safety Authority', asOf };
}

export const sources = {
  act: {
    name: 'Safety, Health and Welfare at Work Act 2005',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  construction: {
    name: 'Safety, Health and Welfare at Work (Construction) Regulations 2013, as amended',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  workAtHeight: generalApplication('Work at Height'),
  workEquipment: generalApplication('Use of Work Equipment'),
  manualHandling: generalApplication('Manual Handling of Loads'),
  electricity: generalApplication('Electricity'),
  noise: generalApplication('Control of Noise at Work'),
  vibration: generalApplication('Control of Vibration at Work'),
  ppe: generalApplication('Personal Protective Equipment'),
  firstAid: generalApplication('First-Aid'),
  youngPersons: generalApplication('Protection of Children and Young Persons'),
  workplace: generalApplication('Workplace'),
  nightWork: generalApplication('Night Work and Shift Work'),
  asbestos: {
    name: 'Safety, Health and Welfare at Work (Exposure to Asbestos Dust) Regulations 2006 and 2010',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  carcinogens: {
    name: 'Safety, Health and Welfare at Work (Carcinogens) Regulations 2001, as amended',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  chemicalAgents: {
    name: 'Safety, Health and Welfare at Work (Chemical Agents) Regulations 2001, as amended',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  confinedSpaces: {
    name: 'Safety, Health and Welfare at Work (Confined Spaces) Regulations 2001',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  workingTime: {
    name: 'Organisation of Working Time Act 1997',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
  undergroundCode: hsaGuidance('Code of Practice for Avoiding Danger from Underground Services', '2016-05-01'),
  overheadLinesCode: {
    name: 'Code of Practice for Avoiding Danger from Overhead Electricity Lines (second edition, approved by the Health and Safety Authority)',
    publisher: 'ESB Networks',
    asOf: '2019-05-01',
  },
  roofworkCode: hsaGuidance('Code of Practice for Safety in Roofwork'),
  scaffoldCode: hsaGuidance('Code of Practice for Access and Working Scaffolds'),
  excavationGuide: hsaGuidance('A Guide to Safety in Excavations'),
  asbestosGuidelines: hsaGuidance('Asbestos-containing Materials (ACMs) in Workplaces: Practical Guidelines on ACM Management and Abatement'),
  confinedSpacesCode: hsaGuidance('Code of Practice for Working in Confined Spaces'),
  vehiclesGuidance: hsaGuidance('HSA guidance on vehicles in construction and workplace transport safety'),
  mewpGuidance: hsaGuidance('HSA guidance on mobile elevating work platforms (MEWPs)'),
  liftingGuidance: hsaGuidance('HSA guidance on lifting equipment and lifting operations'),
  manualHandlingGuidance: hsaGuidance('Guidance on the Management of Manual Handling in the Workplace'),
  silicaGuidance: hsaGuidance('HSA guidance on respirable crystalline silica in construction'),
  weatherGuidance: hsaGuidance('HSA guidance on working outdoors in severe weather, heat and sun'),
  loneWorkingGuidance: hsaGuidance('HSA guidance on lone working'),
  fatigueGuidance: hsaGuidance('HSA guidance on fatigue and shift work'),
  youngWorkersGuidance: hsaGuidance('HSA guidance on young persons at work'),
  firstAidGuidance: hsaGuidance('Guide to the Safety, Health and Welfare at Work (General Application) Regulations 2007: First-Aid'),
  demolitionGuidance: hsaGuidance('HSA guidance on demolition in construction'),
  hotWorkGuidance: hsaGuidance('HSA guidance on hot work and fire safety on construction sites'),
  biologicalAgents: {
    name: 'Safety, Health and Welfare at Work (Biological Agents) Regulations 2013 and the HSA Code of Practice on Biological Agents',
    publisher: 'Government of Ireland / Health and Safety Authority',
    asOf: ACTS_AS_OF,
  },
  roadworksChapter8: {
    name: 'Traffic Signs Manual, Chapter 8: Temporary Traffic Measures and Signs for Roadworks',
    publisher: 'Department of Transport',
    asOf: ACTS_AS_OF,
  },
  temporaryWorksStandard: {
    name: 'BS 5975 Code of practice for temporary works procedures and the permissible stress design of falsework',
    publisher: 'British Standards Institution',
    asOf: ACTS_AS_OF,
  },
  safePass: {
    name: 'Safe Pass and the Construction Skills Certification Scheme (CSCS)',
    publisher: 'SOLAS',
    asOf: ACTS_AS_OF,
  },
  fireServices: {
    name: 'Fire Services Acts 1981 and 2003',
    publisher: 'Government of Ireland',
    asOf: ACTS_AS_OF,
  },
} satisfies Record<string, SafetySource>;
