// The seventh visitor set's general causes, each on a small inline document:
// a quantity asked for in a reader's words, stated by the document in its units;
// a title page's authors and date, asked of a document called by more than one word;
// an acronym asked the meaning of, spelled out in a sentence, not in a line of keywords;
// a reader's everyday words for a device's parts and states; the first thing to try, asked after a verb.
import { describe, expect, it } from 'vitest';
import { withFrontMatter } from './document-itself.ts';
import { asksForFirst, asksOfDocumentItself, definitionSubject, expansionAsked, measureAsked } from './question-kinds.ts';
import type { ScoredPassage } from './retrieval.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';

const answer = (question: string, passages: ScoredPassage[], fileName = 'manual.pdf') => composedGuidance(question, passages, fileName);

describe('a quantity asked for', () => {
  it('is read as the units a figure answering it is stated in', () => {
    const states = (question: string, text: string) => measureAsked(question)?.test(text) === true;
    expect(states('How much current does the board pull?', 'around 180mA with a keyboard connected')).toBe(true);
    expect(states('How much current does the board pull?', 'The current design is on GitHub.')).toBe(false);
    expect(states('How long will the battery keep it going?', 'The battery will provide about 8 hours of operation.')).toBe(true);
    expect(states('How long can a profile be?', 'Profiles are not to exceed 10 pages.')).toBe(true);
    expect(states("What's the shortest password I should use?", 'Use passwords of at least eight characters.')).toBe(true);
    expect(states('How often should I install updates?', 'Install updates at least weekly.')).toBe(true);
    expect(states('How often should I install updates?', 'Updates are often released.')).toBe(false);
    expect(measureAsked('Who wrote this guide?')).toBeUndefined();
  });

  it('leads with the sentence stating a figure in those units, though another shares more of the reader’s words', () => {
    const guidance = answer("How much current does the board pull once I've got a keyboard plugged into it?", [
      passage('Plug the USB cable into the board and wait until it is pulled up.', { position: 1 }),
      passage('The power consumption is approximately 130mA without a keyboard and around 180mA with a keyboard connected.', {
        position: 2,
        score: 0.6,
        coverage: 0.3,
      }),
    ]);
    expect(guidance.split('\n\n')[1]).toContain('180mA');
  });
});

describe("a title page's authors and date", () => {
  it('are asked of a document called by up to three words of its subject', () => {
    expect(asksOfDocumentItself("Who put this incident handling guide together, and what's its publication date?")).toBe(true);
    expect(asksOfDocumentItself('Who wrote this work-from-home security guide?')).toBe(true);
  });

  it('answer with the line of names alone and the date, not the title or a secretary', () => {
    const title = 'Computer Security Incident Handling Guide';
    const guidance = answer("Who put this incident handling guide together, and what's its publication date?", [
      passage(`${title}\nPaul Cichonski Tom Millar Tim Grance`, { position: 0, heading: title, frontMatter: true }),
      passage('Paul Cichonski Computer Security Division\nTom Millar Readiness Team\nAugust 2012', {
        position: 1,
        heading: title,
        frontMatter: true,
      }),
      passage('Rebecca Blank, Acting Secretary', { position: 2, sectionRef: 'Department', frontMatter: true }),
    ]);
    const quotes = guidance.split('\n\n').slice(1);
    expect(quotes[0]).toContain('> Paul Cichonski Tom Millar Tim Grance');
    expect(guidance).toContain('> August 2012');
    expect(guidance).not.toContain(`> ${title}`);
  });

  it('are quoted from every opening passage, though they share the title as their section', () => {
    const title = 'Guide to Telework';
    const guidance = answer('Who wrote this telework guide, and when did it come out?', [
      passage('NIST Special Publication 800-114\nJuly 2016', {
        position: 2,
        sectionRef: title,
        heading: title,
        frontMatter: true,
        score: 2,
      }),
      passage('Remote access is covered in section 3.', { position: 10, sectionRef: 'Section 2', score: 1.9 }),
      passage('Access needs care.', { position: 11, sectionRef: 'Section 3', score: 1.9 }),
      passage('Devices need care.', { position: 12, sectionRef: 'Section 4', score: 1.9 }),
      passage('Networks need care.', { position: 13, sectionRef: 'Section 5', score: 1.9 }),
      passage('Murugiah Souppaya Karen Scarfone', { position: 0, sectionRef: title, heading: title, frontMatter: true, score: 1.5 }),
    ]);
    expect(guidance).toContain('> Murugiah Souppaya Karen Scarfone');
  });
});

describe('an opening passage the search found too', () => {
  it('joins the candidates as strong as the best, like one it did not find', () => {
    const found = passage('Murugiah Souppaya Karen Scarfone', { position: 0, score: 0.2 });
    const joined = withFrontMatter([passage('Other text.', { position: 9, score: 2 }), found], [found]);
    expect(joined.find((candidate) => candidate.position === 0)).toMatchObject({ score: 2, frontMatter: true });
  });
});

describe('an acronym asked the meaning of', () => {
  it('is asked what it stands for, the words pointing at the document aside', () => {
    expect(expansionAsked('What does BYOD mean here?')).toBe('BYOD');
    expect(definitionSubject('What does PII mean in this guide?')).toEqual(['PII']);
    expect(expansionAsked('What is cFS?')).toBeUndefined();
  });

  it('is answered by the sentence spelling it out, not by a line of keywords', () => {
    const guidance = answer('What does BYOD mean here?', [
      passage('bring your own device (BYOD); host security; information security; remote access; telework', { sectionRef: 'Keywords' }),
      passage('Teleworkers who use BYOD laptops should read this section. Each laptop needs care.', {
        sectionRef: 'Section 5',
        position: 5,
      }),
      passage('Telework devices controlled by the user are also known as bring your own device (BYOD).', {
        sectionRef: 'Executive Summary',
        position: 2,
        score: 0.5,
      }),
    ]);
    expect(guidance.split('\n\n')[1]).toContain('also known as bring your own device (BYOD)');
    expect(guidance).not.toContain('host security');
  });
});

describe("a reader's everyday words", () => {
  it('find the words a manual or a guide states a part, a state or a risk in', () => {
    const found = (question: string, text: string) => termsIn(text, coreTerms(readQuestion(question))).map((term) => term.key);
    expect(found('Does the beeper work?', 'The buzzer plays the sound commands.')).toContain('beeper');
    expect(found('Is the fan switched on?', 'The fan is enabled.')).toContain('switch on');
    expect(found('Is the fan on when the board ships?', 'Default state: open.')).toContain('ship');
    expect(found('Can I use a battery of another brand?', 'Batteries from other manufacturers differ.')).toContain('brand');
    expect(found('My laptop was stolen.', 'Report the theft of a device.')).toContain('stolen');
    expect(found('I rang the help desk.', 'Ring the help desk first.')).toContain('rang');
    expect(found('Nobody got back to me.', 'The team does not respond.')).toContain('got back to');
    expect(found('My PC is acting strangely.', 'The PC begins to display unusual behavior.')).toContain('act strang');
  });
});

describe('the first thing to do, asked after a verb', () => {
  it("reads 'What should I try first?' as asking for the first step", () => {
    expect(asksForFirst('My own PC has started acting strangely. What should I try first?')).toBe(true);
    expect(asksForFirst('What do I do first?')).toBe(true);
    expect(asksForFirst('Which of the two came first?')).toBe(false);
  });

  it('quotes the sentence giving the first step', () => {
    const guidance = answer('My PC is acting strangely. What should I try first?', [
      passage(
        'Teleworkers also need to investigate any cases in which the PC begins to display unusual behavior. ' +
          'Generally, the best first step is to ensure that the software is fully up-to-date.',
      ),
    ]);
    expect(guidance).toContain('best first step');
  });
});
