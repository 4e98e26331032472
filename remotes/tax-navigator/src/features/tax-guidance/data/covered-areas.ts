// What the knowledge base covers, as the page lists it.
export interface CoveredArea {
  title: string;
  topics: string;
}

export const coveredAreas: readonly CoveredArea[] = [
  { title: 'Income tax, USC and PRSI', topics: 'Bands and rates, the main tax credits, the earned income credit, USC, PRSI for employees, employers and the self-employed (including the 1 October 2026 increase)' },
  { title: 'VAT', topics: 'Rates and what falls under each (including the July 2026 change for hospitality and hairdressing), registration thresholds, the cash receipts basis, return deadlines' },
  { title: 'Corporation tax', topics: 'Trading and non-trading rates, the 15% minimum for large groups, start-up relief, CT1 and preliminary tax' },
  { title: 'Capital taxes and stamp duty', topics: 'CGT rate, payment dates and annual exemption, retirement relief, revised entrepreneur relief, CAT group thresholds, stamp duty on commercial property and shares' },
  { title: 'Construction', topics: 'Relevant contracts tax (RCT) for principals and subcontractors' },
  { title: 'Employers and benefits', topics: 'PAYE obligations, benefit-in-kind on company cars and vans, the small benefit exemption, remote working relief' },
  { title: 'Reliefs and incentives', topics: 'The R&D tax credit, KEEP share options and the Employment Investment Incentive, at a high level' },
  { title: 'Deadlines and filing', topics: 'Preliminary tax, the Form 11 and CT1 deadlines, and ROS' },
];
