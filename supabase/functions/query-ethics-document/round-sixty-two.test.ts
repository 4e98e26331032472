// The sixty-second round's general cause, shown here on made-up text, read from the fifty-sixth visitor set's misses
// (OSHA's booklet on hand and power tools): an Irish or British reader's words, and a reader's idioms, for an American
// document's own (synonym data): to 'top up' the 'petrol' is to refill the fuel or gasoline, a 'lorry' is a truck, and
// whoever is 'on the hook' for tools 'in safe shape' is responsible for their safe condition.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const RULES = [
  '# Shop safety rules',
  '',
  '## Fuel-powered tools',
  '',
  'Before refilling a fuel-powered tool, shut down the engine and let it cool. Store gasoline only in approved containers.',
  '',
  '## Responsibilities',
  '',
  'The employer is responsible for the safe condition of every tool issued to employees.',
  '',
  '## Deliveries',
  '',
  'Trucks unload at the rear dock between 7 a.m. and 9 a.m.; drivers park in the north parking lot.',
  '',
  '## Tools in use',
  '',
  'Keep our tools in safe working order: inspect each tool before use and clean it after every shift.',
].join('\n');

describe.each(DATABASE_TARGETS)("an Irish reader's words for an American document's, on %s", (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("to 'top up' the 'petrol' is to refill a fuel-powered tool", async () => {
    const answer = await askAboutText(RULES, 'rules.md', 'Can I top up the petrol while the engine is running?');
    expect(firstQuote(answer)).toContain('Before refilling a fuel-powered tool, shut down the engine');
  });

  it("a 'lorry' is a truck", async () => {
    const answer = await askAboutText(RULES, 'rules.md', 'Where does the lorry driver leave the lorry?');
    expect(firstQuote(answer)).toContain('Trucks unload at the rear dock');
  });

  it("whoever is 'on the hook' for tools 'in safe shape' is responsible for their safe condition", async () => {
    const answer = await askAboutText(RULES, 'rules.md', 'Who is on the hook for keeping our tools in safe shape?');
    expect(firstQuote(answer)).toContain('The employer is responsible for the safe condition');
  });
});
