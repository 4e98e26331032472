// What kind of thing a question asks for, read from the question alone.
import { describe, expect, it } from 'vitest';
import {
  statesProhibition,
  answerLeadsWithFact,
  askedWords,
  asksDefault,
  asksForFirst,
  asksForList,
  asksForOverview,
  asksForStages,
  asksOfDocumentItself,
  asksPermission,
  asksReason,
  asksReleaseOrDate,
  asksWho,
  comparedSubjects,
  countedNoun,
  definitionSubject,
  expansionAsked,
  measureAsked,
  namesStages,
  qualifiesBefore,
  questionKind,
  statesDefault,
  statesLimit,
  statesPrerequisites,
  withBareHow,
  withoutDocumentNoun,
  withoutExpansionWords,
} from './question-kinds.ts';

describe('questionKind', () => {
  it('reads the kind of fact asked for', () => {
    // Where a name comes from is no place: no path is preferred there.
    expect(questionKind('Where does the name Debian come from?')).toBe('general');
    expect(questionKind('Which file holds the glob weights?')).toBe('place');
    expect(questionKind('In what year was the project created?')).toBe('number');
    expect(questionKind('Which version added plots?')).toBe('number');
    expect(questionKind('What slice of the budget went to the queries?')).toBe('number');
    expect(questionKind('What portion of the fee is refunded?')).toBe('number');
    expect(questionKind('How do I get help with uthash?')).toBe('contact');
    // Asked whom to reach, by a verb of reaching someone, the contact details answer; asked who decides, a person does.
    expect(questionKind('Who do I contact to flag a relay that looks dodgy?')).toBe('contact');
    expect(questionKind('Who can I email at the ministry about this memo?')).toBe('contact');
    expect(questionKind('Who gets to decide whether we call in the Gardaí?')).toBe('person');
    expect(questionKind('How can I make a request for my records?')).toBe('contact');
    expect(questionKind('How do I get the sources?')).toBe('general');
    expect(questionKind('Which partner signs the engagement letter?')).toBe('person');
  });

  it('leads with the fact unless a bare "when" asked for it', () => {
    expect(answerLeadsWithFact('How much memory does it need?')).toBe(true);
    expect(answerLeadsWithFact('When must the form be filed?')).toBe(false);
    expect(asksWho('Who founded the project and when?')).toBe(true);
  });

  it('reads "when did" and "when was" as asking the date something was done, which leads', () => {
    expect(answerLeadsWithFact('When did the tool switch over to getting prices from Yahoo Finance?')).toBe(true);
    expect(asksReleaseOrDate('When did the tool switch over to getting prices from Yahoo Finance?')).toBe(true);
    expect(asksReleaseOrDate('When was the policy last changed?')).toBe(true);
    expect(answerLeadsWithFact('When should I update the prices?')).toBe(false);
  });

  it('asks for a release or date by its name, or when of the document itself', () => {
    expect(asksReleaseOrDate('Which release of the class does this guide describe?')).toBe(true);
    expect(asksReleaseOrDate('When was this history written?')).toBe(true);
    expect(asksReleaseOrDate('When must the form be filed?')).toBe(false);
  });

  it('asks for a list', () => {
    expect(asksForList('What are the main parts of the plan?')).toBe(true);
    expect(asksForList('What kinds of records are kept?')).toBe(true);
    expect(asksForList('What is the main part of the plan?')).toBe(false);
  });
});

describe('withoutDocumentNoun', () => {
  it('takes out the noun the visitor calls the whole document by', () => {
    expect(withoutDocumentNoun('How does the booklet define a hazard?')).not.toMatch(/booklet/);
    expect(withoutDocumentNoun('What does this user guide say about backups?')).toMatch(/user/);
    expect(withoutDocumentNoun('What does this user guide say about backups?')).not.toMatch(/guide/);
  });

  it("takes out the writer, the document's own voice, unless asked who or when, and the importance a list is asked by", () => {
    expect(withoutDocumentNoun('What lessons does the author take away?')).not.toMatch(/author/);
    expect(withoutDocumentNoun('Who is the author?')).toMatch(/author/);
    expect(withoutDocumentNoun('When did the authors start?')).toMatch(/authors/);
    expect(withoutDocumentNoun('What are the main lessons?')).toBe('What are the lessons?');
    expect(withoutDocumentNoun('What does the main function do?')).toMatch(/main/);
  });

  it('keeps it when the question asks of the document itself, whose front matter names it', () => {
    expect(withoutDocumentNoun('Who are the authors of this presentation?')).toMatch(/presentation/);
  });

  it('keeps the word naming what the document is about, and nouns that may name a thing inside it', () => {
    expect(withoutDocumentNoun('Which version of the OpenChain spec is it built around?')).toMatch(/OpenChain spec/);
    expect(withoutDocumentNoun('What does the policy say about gifts?')).toMatch(/policy/);
    expect(withoutDocumentNoun('Which guideline applies?')).toMatch(/guideline/);
  });
});

describe('asksOfDocumentItself', () => {
  it('reads the front matter asked of "the booklet" as of "this booklet"', () => {
    expect(asksOfDocumentItself('Which Secretary of Labor is named at the front of the booklet?')).toBe(true);
    expect(asksOfDocumentItself("What's the publication number of this guide and when did it come out?")).toBe(true);
  });

  it('reads a question ending on the document and "about" as asking its subject, which its title page gives', () => {
    expect(asksOfDocumentItself('Which standard is this playbook about?')).toBe(true);
    expect(asksOfDocumentItself('Which law is this guide about?')).toBe(true);
  });

  it("reads 'this' alone at the end as the document when asked who wrote or issued it, and 'the author' as its author", () => {
    expect(asksOfDocumentItself('Who wrote this?')).toBe(true);
    expect(asksOfDocumentItself('When was this published?')).toBe(true);
    expect(asksOfDocumentItself('Who is the author?')).toBe(true);
    expect(asksOfDocumentItself('Who signs off on this?')).toBe(false);
    expect(asksOfDocumentItself('When should I do this?')).toBe(false);
  });

  it('leaves questions about the content alone', () => {
    expect(asksOfDocumentItself('How does the booklet define a hazard?')).toBe(false);
    expect(asksOfDocumentItself('What does this guide say about fees?')).toBe(false);
    expect(asksOfDocumentItself('What is this presentation about?')).toBe(false);
  });
});

describe('asksForOverview', () => {
  it.each([
    'What is this document about?',
    "What's the file about",
    'Can you give me a summary?',
    'Tell me what this guide is about.',
    'What does this policy cover?',
    'What is this charter, in a nutshell?',
    'What is this document, and which organisation is it for?',
    'What is this document and what is it trying to achieve?',
    'What is this playbook meant to help me with?',
    'What is the purpose of this code of conduct?',
    'What is this plan for, and which law is it meant to satisfy?',
    'What are these principles meant to be?',
  ])('takes "%s" for a question about the whole document', (question) => expect(asksForOverview(question)).toBe(true));

  it.each([
    'What is the policy about gifts?',
    'What does the document say about fees?',
    'Summarise section 4 of the standard',
    'How much is the fee?',
    'In the overall summary, what is the step after enabling sudo?',
    'According to the summary, which tool is installed last?',
    'What is this policy on working from home?',
    'What is this section meant to do?',
    'What is the purpose of the annual review?',
  ])('leaves "%s" to the search', (question) => expect(asksForOverview(question)).toBe(false));
});

describe('expansionAsked', () => {
  it('reads the acronym a question asks the expansion of', () => {
    expect(expansionAsked('What does PTA stand for?')).toBe('PTA');
    expect(expansionAsked('What is SPDX short for?')).toBe('SPDX');
    expect(expansionAsked('PII is an abbreviation of what?')).toBe('PII');
    expect(expansionAsked('What does cFE stand for?')).toBe('cFE');
  });

  it('leaves other questions alone', () => {
    expect(expansionAsked('What is SPDX?')).toBeUndefined();
    expect(expansionAsked('What does it stand for?')).toBeUndefined();
    expect(withoutExpansionWords('Where should the UPS stand?')).toBe('Where should the UPS stand?');
  });

  it('takes the asking words out of the search', () => {
    expect(withoutExpansionWords('What does PTA stand for?')).not.toMatch(/stand|for/);
  });
});

describe('definitionSubject', () => {
  it('reads what a "what is X" question asks to have defined', () => {
    expect(definitionSubject('What is a GUID?')).toEqual(['GUID']);
    expect(definitionSubject('What are data stewards?')).toEqual(['data', 'stewards']);
    expect(definitionSubject('What does PII mean?')).toEqual(['PII']);
    expect(definitionSubject('How long are records kept?')).toBeUndefined();
  });

  it('reads "how does the guide define X", "how is X defined", "what is meant by X" and "what does X stand for" as asking the same', () => {
    expect(definitionSubject('In a nutshell, how does the booklet define a hazard?')).toEqual(['hazard']);
    expect(definitionSubject('How is a job hazard analysis defined?')).toEqual(['job', 'hazard', 'analysis']);
    expect(definitionSubject('What is meant by a driver?')).toEqual(['driver']);
    expect(definitionSubject('What does PTA stand for?')).toEqual(['PTA']);
  });
});

describe('asksForFirst', () => {
  it('knows a question asking for the first stage or step', () => {
    expect(asksForFirst('What happens in the very first stage of the engagement?')).toBe(true);
    expect(asksForFirst("What's the first thing to do?")).toBe(true);
    expect(asksForFirst('When was the first release?')).toBe(false);
  });
});

describe('the words of the question that name what is asked', () => {
  it('reads the noun a "how many" question counts', () => {
    expect(countedNoun('How many of the printers are shared?')).toBe('printers');
    expect(countedNoun('How long is the term?')).toBeUndefined();
    // A word saying which of the things count ('main', 'different') is not the thing counted.
    expect(countedNoun('How many main stages does the system go through once the driver starts?')).toBe('stages');
    expect(countedNoun('In how many different ways can the board be given power?')).toBe('ways');
    // 'of its', 'of their' before the thing; in a compound, the plural head after a singular word.
    expect(countedNoun('In the example of the database, how many of its records held personal details?')).toBe('records');
    expect(countedNoun('How many design principles does the guide walk through?')).toBe('principles');
    expect(countedNoun('How many people work there?')).toBe('people');
    expect(countedNoun('How many times does it retry?')).toBe('times');
  });

  it('reads up to three words after "which" or "what", past its lead-in and before its verb', () => {
    expect(askedWords('What is the default weight of a glob?')).toEqual(['default', 'weight']);
    expect(askedWords('Which network port does the server listen on?')).toEqual(['network', 'port']);
    expect(askedWords('How must cache files be written?')).toBeUndefined();
  });

  it('reads "how often" and "how long" as a bare "how" for the search', () => {
    expect(withBareHow('How often are backups taken, and how long are they kept?')).toBe('how are backups taken, and how are they kept?');
  });
});

describe('comparedSubjects', () => {
  it('reads the two things a question asks the difference between, and no single definition of them both', () => {
    const question = "What's the difference between an ordinary event and an actual security incident?";
    expect(comparedSubjects(question)).toEqual([
      ['ordinary', 'event'],
      ['actual', 'security', 'incident'],
    ]);
    expect(definitionSubject(question)).toBeUndefined();
    expect(comparedSubjects('How does a virus differ from a worm?')).toEqual([['virus'], ['worm']]);
    expect(comparedSubjects('What is the difference between data and information in this guide?')).toEqual([['data'], ['information']]);
    // 'in this' and any word after the second thing points at what the document is about, not part of the thing.
    expect(comparedSubjects("What's the difference between an account and an investment in this program?")).toEqual([
      ['account'],
      ['investment'],
    ]);
    // 'one' stands for the first thing's noun.
    expect(comparedSubjects("What's the difference between a direct cost and an indirect one?")).toEqual([
      ['direct', 'cost'],
      ['indirect', 'cost'],
    ]);
    expect(comparedSubjects('What is a record?')).toBeUndefined();
  });
});

describe('asksForStages', () => {
  it('reads a question asking for the stages of a process all together, and the sentence naming them in a run', () => {
    expect(asksForStages('What are the stages you go through when dealing with an incident, start to finish?')).toBe(true);
    expect(asksForStages('Which phases does the review have?')).toBe(true);
    expect(asksForStages('How many stages does the system go through?')).toBe(false);
    expect(asksForStages('What is the very first step?')).toBe(false);
    expect(
      namesStages(
        'This section describes the major phases of the process—preparation, detection and analysis, and post-incident activity—in detail.',
      ),
    ).toBe(true);
    expect(namesStages('Take these steps: call, write and wait.')).toBe(true);
    expect(namesStages('The incident response process has several phases.')).toBe(false);
    expect(namesStages('Recording the steps performed leads to a more efficient, systematic, and less error-prone handling.')).toBe(false);
  });

  it('reads the passages that answer what is needed first and how many are allowed', () => {
    expect(statesPrerequisites('Pre-requisites: D-U-N-S number; Taxpayer Identification Number')).toBe(true);
    expect(statesPrerequisites('You will need: a valid ticket')).toBe(true);
    expect(statesPrerequisites('The requirements are set out below.')).toBe(false);
    expect(statesLimit('The value must be in the range 0 to 26.')).toBe(true);
    expect(statesLimit('You may ask for up to 50 cross sections.')).toBe(true);
    expect(statesLimit('Between 1 and 10 maps are drawn.')).toBe(true);
    expect(statesLimit('A maximum of 8 layers.')).toBe(true);
    expect(statesLimit('Cross sections are drawn on request.')).toBe(false);
  });
});

describe('measureAsked', () => {
  it('reads how far ahead, how early or how much notice as asking for a time, stated in days or weeks', () => {
    const states = (question: string, text: string) => measureAsked(question)?.test(text) === true;
    const lead = 'Requests must be submitted at least 30 days before they are implemented.';
    expect(states('How far ahead do we have to send in the paperwork before we go live?', lead)).toBe(true);
    expect(states('How far in advance must the request go in?', lead)).toBe(true);
    expect(states('How early should I apply?', 'Apply two weeks before the start.')).toBe(true);
    expect(states('How much notice do I have to give?', 'Give one month of notice.')).toBe(true);
    expect(measureAsked('Who approves the change?')).toBeUndefined();
  });

  it("reads a contract's number in words with its digits in brackets as the figure ('seventy two (72) hours')", () => {
    const states = (question: string, text: string) => measureAsked(question)?.test(text) === true;
    expect(states('How soon must we tell the regulator?', 'Notify the authority within seventy two (72) hours of discovery.')).toBe(true);
    expect(states('How long do we have to reply?', 'The supplier replies within thirty (30) days.')).toBe(true);
    expect(states('How long do we have to reply?', 'See clause (30) for replies.')).toBe(false);
  });

  it("reads how often as answered by 'annual', 'once a year' or a period after 'every', not by a bare period", () => {
    const states = (question: string, text: string) => measureAsked(question)?.test(text) === true;
    const question = 'Is there training on this, and how often?';
    expect(states(question, 'The company conducts both onboarding and annual timekeeping training.')).toBe(true);
    expect(states(question, 'Staff are trained once a year.')).toBe(true);
    expect(states('How often will the framework be reviewed?', 'This framework will be reviewed every three months.')).toBe(true);
    expect(states('How often are backups tested?', 'Backups are tested every 6 weeks.')).toBe(true);
    expect(states('How often are backups tested?', 'Backups are tested every other week.')).toBe(true);
    expect(states('How often are backups tested?', 'Backups are kept for three months.')).toBe(false);
  });

  it("reads a period counted in workdays or weekdays as a length of time ('a maximum of five workdays')", () => {
    const states = (question: string, text: string) => measureAsked(question)?.test(text) === true;
    const question = 'If I get called up for jury duty, for how long will they top up my pay?';
    expect(states(question, 'We provide income protection for a maximum of five workdays.')).toBe(true);
    expect(states(question, 'Allow 3 weekdays for processing.')).toBe(true);
    expect(states(question, 'We provide income protection while you serve.')).toBe(false);
  });

  it("reads 'what hours' or 'what time' as asking for a time of day ('9:00 a.m. to 4:00 p.m.'), not a phone number", () => {
    const states = (question: string, text: string) => measureAsked(question)?.test(text) === true;
    const question = 'What hours can I phone to report harassment?';
    expect(states(question, 'We’re here Mondays and Fridays, 9:00 a.m. to 4:00 p.m. ET.')).toBe(true);
    expect(states('By what time must timesheets be in?', 'Submit them by 5pm on Friday.')).toBe(true);
    expect(states(question, 'Call us at 800-488-8244.')).toBe(false);
    expect(states(question, 'We answer within 2 hours.')).toBe(false);
  });

  it('reads a question asking for a share as asking for a percentage, though it names a frequency', () => {
    expect(measureAsked('What share of participants must experience a problem for its frequency to be high?')).toBeUndefined();
    expect(measureAsked('What percentage of users hit the problem, and how often?')).toBeUndefined();
    expect(measureAsked('How often do users hit the problem?')).toBeDefined();
  });
});

describe('asksDefault and statesDefault', () => {
  it("read a question asking what is used when nothing is set, in a reader's words, and the sentence stating it", () => {
    expect(asksDefault('What logging level is used if OCPI_LOG_LEVEL is left unset?')).toBe(true);
    expect(asksDefault('What text size do I get out of the box?')).toBe(true);
    expect(asksDefault("If I don't say which device I want, which one is used?")).toBe(true);
    expect(asksDefault('What logging level should I use?')).toBe(false);
    expect(statesDefault('The default if not set is zero (0), indicating no logging output.')).toBe(true);
    expect(statesDefault('The initial value provides 1 inch of margin.')).toBe(true);
    expect(statesDefault('Unusual events are logged at level 4.')).toBe(false);
  });

  it("reads 'normally', 'usually' or 'by default' as asking for the value that holds unless changed", () => {
    expect(asksDefault('How long does a vote normally stay open?')).toBe(true);
    expect(asksDefault('Which port does it usually listen on?')).toBe(true);
    expect(asksDefault('By default, at how many points is each distribution evaluated?')).toBe(true);
    expect(asksDefault('Where is the default paper size kept?')).toBe(false);
    expect(statesDefault('The default voting period is 7 days.')).toBe(true);
  });
});

describe('qualifiesBefore', () => {
  it('reads a sentence opening on a qualifier as the exception to the one before it', () => {
    expect(qualifiesBefore('However, this is configurable via the header-flag.')).toBe(true);
    expect(qualifiesBefore('Unless the board objects, the change goes ahead.')).toBe(true);
    expect(qualifiesBefore('If not, then the change is rolled back.')).toBe(true);
    expect(qualifiesBefore('The idea of this database is to retain data.')).toBe(false);
  });
});

describe('asksReason', () => {
  it('reads a question asking why, or for the point or benefits of something', () => {
    expect(asksReason('Why bother keeping the icons the same?')).toBe(true);
    expect(asksReason("What's the point of a design guide?")).toBe(true);
    expect(asksReason('Which icons should I use?')).toBe(false);
  });
});

describe('asksPermission', () => {
  it('reads a question asking whether something may be done, and the rule against it that answers', () => {
    expect(asksPermission('The lad came in with a mate. Can his mate just translate for us during the interview?')).toBe(true);
    expect(asksPermission('Is it OK to reuse the alias?')).toBe(true);
    expect(asksPermission('Which icons should I use?')).toBe(false);
    expect(statesProhibition('- Do not use any person accompanying the potential victim as an interpreter.')).toBe(true);
    expect(statesProhibition('Never make this team alias "security@".')).toBe(true);
    expect(statesProhibition('Best practice is to offer an interpreter.')).toBe(false);
  });
});
