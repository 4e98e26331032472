// The thirty-seventh round's general causes, each on made-up text:
// - a reader's everyday words for the words policies, contracts and manuals are written in ('the same as' for
//   'identical', 'owe' for 'payable', 'hold off' for 'delay', 'straight away' for 'immediately', 'promise' for
//   'guarantee', 'not certain' for 'in doubt', 'screen' for 'display'), synonym data: a question in them was 'not
//   covered', or quoted a passage sharing its other words, though the document says it in its own; and a technical or
//   contract document's ('config' for 'configuration', 'half done' for 'draft', 'in the browser' for 'client-side',
//   'extra fee' for 'surcharge', 'swapped out' for 'substitution', 'reachable' for 'available').
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

describe("a reader's everyday words reach a document's own", () => {
  it.each([
    ['Is it the same as the old one?', 'This release is functionally identical to release 1.5.'],
    ['Does it send data automatically?', 'Telemetry is off by default.'],
    ['Do I have to agree to it first?', 'Nothing is collected without your consent.'],
    ['Will the cheapest quote win?', 'The lowest price is not necessarily accepted.'],
    ['What if a member stops paying?', 'A member who has defaulted for three months may be removed.'],
    ["I'm not certain it is one. Should I start?", 'If in doubt, start the process.'],
    ["I'm unsure whether to start.", 'If in doubt, start the process.'],
    ['How do I flag bad behaviour?', 'Any member may report unacceptable conduct.'],
    ['What if people turn against me?', 'We will not tolerate retaliation.'],
    ['Do you promise it works?', 'There is no guarantee that the module works.'],
    ['What if someone gets hurt?', 'If a player is injured, stop play.'],
    ["What's the cut-off for entries?", 'The deadline for entries is Friday.'],
    ['Which roles does the buyer insist on?', 'A project manager is required.'],
    ['What if I lose my badge?', 'Report any loss at once.'],
    ['Who builds the app?', 'The app is developed by our team.'],
    ['How long is the intro video?', 'Each team records a five-minute introduction video.'],
    ['How do we prove it?', 'Members must demonstrate it every 18 months.'],
    ['Do we have to comply?', 'Compliance is checked each year.'],
    ['Do we have to publish them?', 'They are not required to be made public.'],
    ['When would we hold off?', 'Remediation may be delayed.'],
    ['Do we fix it straight away?', 'Fix it immediately.'],
    ["What's the longest it can run?", 'It runs for a maximum of three years.'],
    ['Do they still owe it?', 'Fees remain payable in full.'],
    ['Why is the screen green?', 'The display shows green once ready.'],
    ['What should I take along?', 'Please bring photo ID.'],
    ['When do we push out the fix?', 'Schedule the release early in the week.'],
    ['Do builders need insurance?', 'Contractors must be insured.'],
    ['How long beforehand must I ask?', 'Ask two weeks in advance.'],
    ['Is it only for in-house tools?', 'It covers internal tools only.'],
    ['Can we use a new vendor?', 'New suppliers must be approved first.'],
    ['How do I change the config?', 'Edit the configuration file.'],
    ['Where is the configuration kept?', 'The config lives in /etc.'],
    ['How do I make it re-read its settings?', 'Send it a signal to reload.'],
    ['What if the variable is unset?', 'When it is not set, zero is used.'],
    ['Who does the ID check?', 'Identity verification is done by our partner.'],
    ['My change is half done. Can I open it?', 'Open it as a draft.'],
    ['Do I have to agree to it?', 'If you opt in, we receive usage data.'],
    ['Does quality count for more?', 'Quality is weighted double.'],
    ['Is checking in the browser enough?', 'Client-side checks can be bypassed.'],
    ['Do we check on the server?', 'Always validate server-side.'],
    ['Why was I charged an extra fee?', 'A surcharge applies to invoices.'],
    ['Is there an extra charge?', 'A surcharge applies to invoices.'],
    ['Can a key person be swapped out?', 'Any substitution needs approval.'],
    ['What if someone is swapped out?', 'Staff replaced must have equal skills.'],
    ['When must we be reachable?', 'Staff must be available from 10 to 6.'],
    ['Can I buy them a present?', 'A gift of up to $50 may be claimed.'],
    ['How long is the certificate good for?', 'It is valid for 18 months.'],
    ['When can I nudge them?', 'Send a polite reminder after a week.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });

  it("reads 'next employer' as the one phrase a contract writes 'subsequent employer'", () => {
    const terms = coreTerms(readQuestion('Must I tell my next employer?'));
    expect(terms.some((term) => term.variants.includes('subsequent employer'))).toBe(true);
  });
});

const CLUB_RULES = [
  '# Club rules',
  '',
  '## 1. Status of these rules',
  '',
  'This version is functionally identical to the constitution adopted in 2019.',
  '',
  '## 2. Annual fees',
  '',
  'Fees are set each January by the committee, and the version on the notice board is the one that applies.',
  '',
  'Members who resign during the year remain liable: the annual fee is payable in full.',
  '',
  '## 3. Incidents at matches',
  '',
  'The captain must stop play immediately when a player is injured, and call the first aider.',
  '',
  'If in doubt about whether to stop play, the referee decides.',
  '',
  'Repairs to the pitch after an incident may be delayed until the season ends, so as not to disturb fixtures.',
].join('\n');

describe.each(DATABASE_TARGETS)('club rules asked in a reader’s own words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes that the fee stays payable when asked whether a leaver still owes it', async () => {
    const asked = await askAboutText(CLUB_RULES, 'club-rules.md', 'If I leave in March, do I still owe the whole fee?');
    expect(asked).toContain('the annual fee is payable in full');
  });

  it('quotes when repairs are delayed when asked when they would hold off', async () => {
    const asked = await askAboutText(CLUB_RULES, 'club-rules.md', 'When would we hold off on repairs?');
    expect(firstQuote(asked)).toContain('may be delayed until the season ends');
  });
});
