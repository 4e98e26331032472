import { describe, expect, it } from 'vitest';
import { givesFirst, opensFirstItem } from './first-step.ts';

describe('first step', () => {
  it('knows the sentence or heading giving it', () => {
    expect(givesFirst('The first stage of the process is the knowledge acquisition phase.', 'Stage 1')).toBe(true);
    expect(givesFirst('It is agreed at the outset.', 'Stage 1')).toBe(true);
    expect(givesFirst('1. Involve your employees.', 'Where do I begin?')).toBe(true);
    expect(givesFirst('The second stage involves more detail.', 'Stage 2')).toBe(false);
    expect(givesFirst('The second stage involves more detail.', 'Stage 12')).toBe(false);
  });

  it('knows a clause that opens on first, and a step to take before anything else', () => {
    expect(givesFirst('Before doing anything, first backup the database.', '5.1. Backing up the database')).toBe(true);
    expect(givesFirst('If the service fails, first check the logs.', 'Troubleshooting')).toBe(true);
    expect(givesFirst('Back up your files before anything else.', 'Upgrading')).toBe(true);
    expect(givesFirst('The release was first published in 2010.', 'History')).toBe(false);
    expect(givesFirst('It was the first, and the last, of its kind.', 'History')).toBe(false);
    expect(givesFirst('Keep the kit stocked; First Aid boxes are checked monthly.', 'Welfare')).toBe(false);
  });

  it('knows the item numbered 1 of its passage, quoted without its number', () => {
    const checklist =
      '1. Determine whether an incident has occurred\n| 1.1 | Analyze the precursors |\n2. Prioritize handling the incident';
    expect(opensFirstItem('Determine whether an incident has occurred', checklist)).toBe(true);
    expect(opensFirstItem('Involve your employees.', '1. Involve your employees. It is very important to involve them.')).toBe(true);
    expect(opensFirstItem('Prioritize handling the incident', checklist)).toBe(false);
    expect(opensFirstItem('Determine whether an incident has occurred', 'Determine whether an incident has occurred')).toBe(false);
  });
});
