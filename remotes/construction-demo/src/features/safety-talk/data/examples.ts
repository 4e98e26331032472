// The three example scenarios the page offers (many vehicles on site; rain
// with slips, trips and falls; scaffolding together with excavation), so a
// visitor can try the generator without writing a description first. The
// function's evaluation set holds the same texts, and a test keeps them equal.
export interface ExampleScenario {
  id: 'vehicles' | 'rain' | 'scaffold-excavation';
  label: string;
  description: string;
}

export const exampleScenarios: readonly ExampleScenario[] = [
  {
    id: 'vehicles',
    label: 'Many vehicles on site',
    description:
      'Busy day for deliveries: ready-mix trucks, a tipper and the teleporter all moving around the site while the groundworks crew work nearby. Several vehicles will be reversing in the yard.',
  },
  {
    id: 'rain',
    label: 'Rain: slips, trips and falls',
    description:
      "Heavy rain forecast all day. The site is muddy, walkways are slippery and there's loose material and cables lying around, so slips, trips and falls are the main worry.",
  },
  {
    id: 'scaffold-excavation',
    label: 'Scaffolding and excavation',
    description: 'Erecting scaffolding on the gable end while the groundworks crew excavate a trench for the foundations nearby.',
  },
];
