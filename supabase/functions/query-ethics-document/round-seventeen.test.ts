// The seventeenth and eighteenth visitor sets' general causes, each on a small
// inline document: a contract's number in words with its digits in brackets
// ('seventy two (72) hours') is the figure a deadline question asks for; and
// everyday phrasal verbs and idioms reach the plain word a document uses
// ('write down' record, 'get in touch' contact, 'hand over' transfer).
import { describe, expect, it } from 'vitest';
import { coreTerms, readQuestion, termsIn } from './search.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

describe('a number in words with its digits in brackets', () => {
  it('leads the answer to a deadline question, in bold as a figure is', () => {
    const guidance = composedGuidance(
      'What is the deadline for notifying the supervisory authority?',
      [
        passage('Supervisory authority notifications under the regulation.', { position: 0 }),
        passage('The controller notifies the supervisory authority within seventy two (72) hours of becoming aware of a breach.', {
          position: 1,
          sectionRef: 'Section 2',
        }),
      ],
      'plan.pdf',
    );
    const firstQuote = guidance.split('\n\n').find((block) => block.startsWith('> '))!;
    expect(firstQuote).toContain('seventy two **(72) hours**');
  });
});

describe('a question asking what year', () => {
  it('is answered first by the sentence naming a year, not by a length of time in years', () => {
    const guidance = composedGuidance(
      'What year did the plotting package split off from its parent package?',
      [
        passage('The plotting package has existed for about six years, first as part of its parent package.', { position: 0 }),
        passage('The plotting package was launched on its own in 2020, when it split off from its parent package.', {
          position: 1,
          sectionRef: 'Section 4',
        }),
      ],
      'paper.pdf',
    );
    const firstQuote = guidance.split('\n\n').find((block) => block.startsWith('> '))!;
    expect(firstQuote).toContain('2020');
  });
});

describe("a reader's phrasal verbs and idioms", () => {
  it.each([
    ['How should we write down what we did?', 'Record each action.'],
    ['Who do we get in touch with?', 'Please contact the programme office.'],
    ['Whom should I reach out to?', 'Please contact the programme office.'],
    ['When should I hand over?', 'Duties are transferred at shift change.'],
    ['Who is in charge?', 'The lead is responsible.'],
    ['What if it is called off?', 'Cancelled events are not refunded.'],
    ['Can I put off my visit?', 'Appointments may be postponed once.'],
    ['How do I sign up?', 'Register on the portal.'],
    ['Where do I hand in paperwork?', 'Submit everything to the office.'],
    ['How do I fill in this?', 'Complete every box.'],
    ['Who will carry out checks?', 'An outside firm performs them.'],
    ['How do I get rid of old ones?', 'Dispose of equipment through the recycler.'],
    ['What happens when it runs out?', 'A card that has expired is replaced.'],
    ['Who will sort out the problem?', 'The service desk resolves the issue.'],
    ['Who gives the go ahead?', 'The director gives approval.'],
    ['What if someone is sacked?', 'A dismissed employee returns equipment.'],
    ['My bag was pinched.', 'Report stolen items.'],
    ['Can my mates come?', 'Colleagues may attend.'],
    ['How much time off do I get?', 'Staff receive 20 days of leave.'],
    ['What about my holidays?', 'Annual leave is booked in advance.'],
    ['What is the start date?', 'The commencement of the contract.'],
    ['What is the end date?', 'The expiry of the contract.'],
    ['Who will go over it?', 'The manager reviews each one.'],
    ['The screen is broken.', 'Faulty equipment is replaced.'],
    ['What if the van breaks down?', 'Report any failure of a vehicle.'],
    ['Who decides in the first place?', 'The lead gives an initial rating.'],
    ['Who decides to begin with?', 'The lead gives an initial rating.'],
    ['How many have trouble seeing?', 'About 8 million have vision difficulty.'],
    ['Does it work with my shop?', 'Compatible platforms are listed below.'],
    ['When does my allowance reset?', 'Budgets renew on 1 February.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });
});
