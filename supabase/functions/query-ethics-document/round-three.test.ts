// The third visitor set's general causes, each on a small inline document:
// slides and lists without full stops, a figure the answer must lead with,
// names and dates in narrative history, and questions about the document itself.
import { describe, expect, it } from 'vitest';
import { askedValuePattern } from './asked-phrase.ts';
import { quotableUnits } from './compose.ts';
import { withFrontMatter } from './document-itself.ts';
import { asksOfDocumentItself } from './question-kinds.ts';
import type { ScoredPassage } from './retrieval.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';
import { readQuestion } from './search.ts';

const answer = (question: string, passages: ScoredPassage[], fileName = 'slides.pdf') => composedGuidance(question, passages, fileName);

describe('slides and lists without full stops', () => {
  it('joins a line broken off on a comma or a word that needs more, and a line going on in lower case', () => {
    expect(quotableUnits('by Ann Byrne, PhD, Tom Kelly, and\nMary Walsh\nIn a Nutshell...')).toEqual([
      'by Ann Byrne, PhD, Tom Kelly, and Mary Walsh',
      'In a Nutshell...',
    ]);
    expect(quotableUnits('- Individuals and interactions over processes and\ntools\n- Working software')).toEqual([
      'Individuals and interactions over processes and tools',
      'Working software',
    ]);
  });

  it('quotes a sentence run through a numbered list whole, not its items one by one', () => {
    const content = [
      '1. The outsourcing of technical talent,',
      '2. Habit and tradition,',
      '3. the insistence on fairness.',
      'Each is addressed in turn.',
    ].join('\n');
    const guidance = answer('Does habit and tradition make it harder?', [
      passage(content, { heading: 'Why is agile harder in government?' }),
    ]);
    expect(guidance).toContain('> 1. The outsourcing of technical talent,\n> 2. Habit and tradition,\n> 3. the insistence on fairness.');
  });

  it('quotes no line without a sentence end that runs into a line in lower case', () => {
    const content = ['“No project longer than 6 months.”', '--- Sean Byrne, CIO, Veteran Affairs', 'https://example.org/talk'].join('\n');
    const guidance = answer('What maximum project length does the Veteran Affairs CIO recommend?', [passage(content)]);
    expect(guidance).toContain('**6 months**');
    expect(guidance).not.toContain('Sean Byrne');
  });

  it('quotes a lead-in stating the figure alone when its list may run on past its last item', () => {
    const content = [
      'This presentation fits agile into a single 40-minute talk:',
      '1. What agile is',
      '2. Why it matters (if time',
      '(The rest is coaching.)',
    ].join('\n');
    const guidance = answer('How long is this presentation?', [passage(content, { frontMatter: true })]);
    expect(guidance).toContain('> This presentation fits agile into a single **40-minute** talk:\n>\n>');
    expect(guidance).not.toContain('What agile is');
  });
});

describe('the figure the answer leads with', () => {
  it('asked how much, leads with the sentence stating the figure over a better-matching neighbour', () => {
    const content = 'The CIO of Veteran Affairs set a project rule in his talk on project length. No project may run longer than 6 months.';
    const guidance = answer('What maximum project length does the Veteran Affairs CIO recommend?', [passage(content)]);
    expect(guidance.indexOf('6 months')).toBeLessThan(guidance.indexOf('CIO of Veteran Affairs'));
  });

  it('asked which port, leads with the sentence giving the port its number', () => {
    expect(askedValuePattern('Which network port does the server listen on?')?.('It listens on TCP port 3493 by default.')).toBe(true);
    expect(askedValuePattern('Which network port does the server listen on?')?.('It listens on 3493 ports.')).toBe(false);
    const content = 'The LISTEN directive picks which network interface the server listens on. It answers on TCP port 3493 by default.';
    const guidance = answer('Which network port does the server listen on?', [passage(content)]);
    expect(guidance.indexOf('3493')).toBeLessThan(guidance.indexOf('LISTEN directive'));
  });
});

describe('names and dates in narrative history', () => {
  it('counts a year of the question as a word of it, not only as a tie-breaker', () => {
    const terms = readQuestion('Who was project leader from 2010 to 2013?').terms;
    expect(terms.filter((term) => term.kind === 'word').map((term) => term.key)).toEqual(expect.arrayContaining(['2010', '2013']));
    expect(terms.find((term) => term.key === '12')).toBeUndefined();
  });

  it('asked who and when, leads with the sentence naming who did it', () => {
    const content = ['He started the project in August of 1993.', 'The project was started by Ann Byrne on August 16th, 1993.'].join(' ');
    const guidance = answer('Who started the project, and on what date?', [passage(content)]);
    expect(guidance.split('\n\n')[1]).toContain('started by Ann Byrne');
  });

  it("quotes 'This release introduced…' with the sentence before it, which names the release", () => {
    const content = 'Debian 8 Jessie (April 2015): named for the cowgirl doll. This release introduced systemd as default.';
    expect(answer('Which release first used systemd by default?', [passage(content)])).toContain(
      '> Debian 8 Jessie (April 2015): named for the cowgirl doll. This release introduced systemd as default.',
    );
  });

  it("quotes the first sentence under a heading that asks the visitor's question", () => {
    const content =
      'One with a money-back guarantee. Seriously. We cannot recommend a model, as makers change them. Pick a UPS brand we list.';
    const guidance = answer('What should I look for when choosing which UPS to buy?', [
      passage(content, { heading: 'FAQ › 7 Which UPS should I buy?' }),
    ]);
    expect(guidance).toContain('money-back guarantee');
  });
});

describe('questions about the document itself', () => {
  it('knows a question asked of the document itself from one asked of its subject', () => {
    expect(asksOfDocumentItself('Who are the authors of this presentation?')).toBe(true);
    expect(asksOfDocumentItself('When was this history written?')).toBe(true);
    expect(asksOfDocumentItself('Which NUT release does this FAQ cover?')).toBe(true);
    expect(asksOfDocumentItself('Who was project leader in 2010?')).toBe(false);
    expect(asksOfDocumentItself('What is this presentation about?')).toBe(false);
    // A memo's or letter's header block: whom it is from, to and about.
    expect(asksOfDocumentItself('Who is this memo from?')).toBe(true);
    expect(asksOfDocumentItself('What is the subject of this letter?')).toBe(true);
    expect(asksOfDocumentItself('Who was this memorandum sent to?')).toBe(true);
  });

  it('adds the opening passages, as strong as the best candidate, marked as front matter', () => {
    const best = passage('Later text.', { position: 9, score: 0.8, coverage: 0.5 });
    const added = withFrontMatter([best], [{ position: 0, sectionRef: 'Page 1', heading: '', content: 'by Ann Byrne' }]);
    expect(added.map((each) => [each.position, each.score, each.frontMatter === true])).toEqual([
      [0, 0.8, true],
      [9, 0.8, false],
    ]);
  });

  it("answers who wrote the document with the title page's byline", () => {
    const title = passage('by Ann Byrne, PhD, and\nTom Kelly\nThis presentation is about agile projects.', { frontMatter: true });
    const other = passage('Authors of stories must agree them with the owner.', { position: 5, sectionRef: 'Stories' });
    const guidance = answer('Who are the authors of this presentation?', [other, title]);
    expect(guidance.split('\n\n')[1]).toContain('> by Ann Byrne, PhD, and Tom Kelly');
  });

  it("answers whom a memo is from with its header's 'FROM:' field, which has no full stop", () => {
    const header = passage(
      [
        'MEMORANDUM FOR THE HEADS OF AGENCIES',
        'FROM: Shaun Donovan Director, Office of Management and Budget',
        'SUBJECT: Information Technology Modernization Initiative',
      ].join('\n\n'),
      { frontMatter: true },
    );
    const other = passage('Agencies may refer questions to the point of contact.', { position: 5, sectionRef: 'Contact' });
    const guidance = answer('Who is this memo from?', [other, header], 'memo.pdf');
    expect(guidance.split('\n\n')[1]).toMatch(/^> FROM: Shaun Donovan Director, Office of Management and Budget\n/);
  });

  it("answers which release the document covers with its revision history's row", () => {
    const history = passage(
      ['| NUMBER | DATE | DESCRIPTION |', '| --- | --- | --- |', '| 2.8.0 2023-01-25 | Current release of the tools. |'].join('\n'),
      { frontMatter: true },
    );
    const guidance = answer('Which release does this FAQ cover, and when was it released?', [history], 'tools-faq.pdf');
    expect(guidance).toContain('2.8.0 2023-01-25');
  });
});
