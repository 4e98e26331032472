import { describe, expect, it } from 'vitest';
import { stemsOf } from '../_shared/search/words.ts';
import { conceptOf, coreTerms, matchedWords, readQuestion, termsIn } from './search.ts';
import { synonymFile } from '../_shared/search/synonyms.ts';
import synonymJson from './synonyms.json' with { type: 'json' };

const synonymData = synonymFile(synonymJson, 'synonyms.json');

describe('the document search vocabulary', () => {
  it('has only lines that change a word: the stemmer already joins the forms of one word', () => {
    for (const [everyday, knowledge] of synonymData.lines) {
      expect(stemsOf(everyday).join(' '), `${everyday} → ${knowledge}`).not.toBe(stemsOf(knowledge).join(' '));
    }
  });

  it('drops the word after "how" that asks for a kind of answer', () => {
    expect(coreTerms(readQuestion('How often are the archives updated?')).map((term) => term.key)).toEqual(['archiv', 'updat']);
  });

  it('matches terms in any word form and highlights the words as the passage writes them', () => {
    const terms = coreTerms(readQuestion('When must the partner rotate?'));
    expect(termsIn('Partners rotating off the engagement', terms).map((term) => term.key)).toEqual(['partner', 'rotat']);
    expect(matchedWords('Partners rotating off the engagement', terms)).toEqual(['partners', 'rotating']);
  });

  it('gives a word and its synonym one concept, for the cache', () => {
    expect(conceptOf('fees')).toBe(conceptOf('remuneration'));
    expect(conceptOf('kept')).not.toBe(conceptOf('stored'));
    // Lines both ways ('customer' → 'client', 'client' → 'customer') still give the two words one concept.
    expect(conceptOf('customers')).toBe(conceptOf('client'));
  });

  it("reaches a document's words for obligation, advice, errors, prompts and stored data from a reader's", () => {
    const reaches = (question: string, text: string) => termsIn(text, coreTerms(readQuestion(question))).length > 0;
    expect(reaches('Is the app legally obliged to follow it?', 'These shall not be considered as mandatory.')).toBe(true);
    expect(reaches('Or is it just advice?', 'They stand as recommendations.')).toBe(true);
    expect(reaches('What if something goes wrong?', 'Error messages should be expressed in plain language.')).toBe(true);
    expect(reaches('Can it ask me for the balances?', 'PROFIT prompts for each account.')).toBe(true);
    expect(reaches('Do I have to edit them by hand?', 'Files can be added manually.')).toBe(true);
    expect(reaches("What if the price I saved doesn't match?", 'If the data from these files mismatch, the stored data is used.')).toBe(
      true,
    );
    expect(reaches('The one it downloads', 'Online retrieved data')).toBe(true);
    expect(reaches('Do our ordinary patches count?', 'Routine day-to-day changes would not be considered significant.')).toBe(true);
    expect(reaches('Is it one of these big changes?', 'A significant change is one that is likely to affect security.')).toBe(true);
    const reachesWord = (question: string, key: string, text: string) =>
      termsIn(text, coreTerms(readQuestion(question))).some((term) => term.key === key);
    expect(reachesWord('Who signs off a major change?', 'major', 'The approving authority for significant changes.')).toBe(true);
    expect(reachesWord('Is there a quicker route?', 'quicker', 'This process is intended to expedite authorization.')).toBe(true);
    expect(reachesWord('Do our ordinary patches count?', 'ordinari', 'Routine day-to-day changes are not significant.')).toBe(true);
    expect(reachesWord('Where are my latest balances?', 'latest', 'It prompts for the newest balances.')).toBe(true);
    expect(reachesWord('Must I edit the files?', 'edit', 'Modify the provided examples.')).toBe(true);
    expect(reachesWord('Can a friend translate for him?', 'translat', 'Offer an interpreter at the interview.')).toBe(true);
    expect(reachesWord('The grown-up says no', 'grown up', 'An adult must consent.')).toBe(true);
    expect(reachesWord('What makes a bad referral?', 'bad', 'Features of low-quality referrals:')).toBe(true);
    expect(reachesWord('How many issues were raised by users?', 'rais', '79 issues were opened by someone other than me.')).toBe(true);
    // The eleventh set's everyday words, each on another document's sentence.
    expect(reaches('What may the whole programme cost?', 'The entire budget is capped.')).toBe(true);
    expect(reaches('Is there any training for staff?', 'New education courses start in May.')).toBe(true);
    expect(reaches('How is the rate worked out?', 'The fee is calculated monthly.')).toBe(true);
    expect(reaches('Which airports does it cover?', 'Three airfields are covered.')).toBe(true);
    expect(reaches('Is it fit for real-life flying?', 'Never for real world operation.')).toBe(true);
    expect(reaches('Can staff work from home?', 'Remote teams are welcome.')).toBe(true);
    expect(reaches('Which firms may bid?', 'Small businesses are welcome.')).toBe(true);
    expect(reaches('Who gives the stamp of approval?', 'Accreditation is granted by the board.')).toBe(true);
    expect(reaches('How long does hunting for a supplier take?', 'To find one takes a week.')).toBe(true);
    expect(reaches('Which registries are listed?', 'Five package repositories take part.')).toBe(true);
    expect(reaches('Who are they teaming up with?', 'We partner with the council.')).toBe(true);
    expect(reaches('Do university courses count?', 'Academic credits are accepted.')).toBe(true);
    expect(reaches('What is the starting altitude?', 'The initial level is set by the tower.')).toBe(true);
    expect(reaches('Who is responsible for it?', 'Each airfield is owned by one controller.')).toBe(true);
    expect(reaches('What is the charity there to do?', 'Our mission is to feed families.')).toBe(true);
    expect(reaches('Can a contractor do it?', 'A vendor may be engaged.')).toBe(true);
    expect(reaches('Must they work in our offices?', 'Teams may work on-site.')).toBe(true);
    expect(reaches('When is the deal signed?', 'Grants are awarded in June.')).toBe(true);
    expect(reaches('Will we get something useful soon?', 'Deliver value early.')).toBe(true);
  });

  it("reaches a document's words for grievances, covenants, modules, acquisitions, lay-offs and breaches from a reader's", () => {
    const reaches = (question: string, text: string) => termsIn(text, coreTerms(readQuestion(question))).length > 0;
    expect(reaches('Where do I take a complaint?', 'Raise a grievance with your line manager.')).toBe(true);
    expect(reaches('Can I recruit my old team?', 'You shall not solicit any employee.')).toBe(true);
    expect(reaches('Does it bind my teammates?', 'It applies to every employee.')).toBe(true);
    expect(reaches('What details do they need?', 'Give the following information.')).toBe(true);
    expect(reaches('What do I put in the form?', 'Include your staff number.')).toBe(true);
    expect(reaches('What are the consequences?', 'Sanctions range from a warning to a ban.')).toBe(true);
    expect(reaches('What if someone breaks the rules?', 'Any violation is reviewed by the panel.')).toBe(true);
    expect(reaches('How do I update the plugin?', 'Upload the new module through the admin panel.')).toBe(true);
    expect(reaches('If we buy another company?', 'An acquisition during the policy period is covered.')).toBe(true);
    expect(reaches('What is the usual culprit?', 'The most common cause is a wrong encoding.')).toBe(true);
    expect(reaches('Can I use it in a website address?', 'Do not use the mark in a domain name.')).toBe(true);
    expect(reaches('Can it go on giveaways?', 'Promotional goods need a licence.')).toBe(true);
    expect(reaches('Will they be told?', 'The accused person is notified of the outcome.')).toBe(true);
    expect(reaches('What if I get hurt?', 'Report any harm to the organiser.')).toBe(true);
    expect(reaches('Can they cut my hours?', 'The company may place you on short time.')).toBe(true);
    expect(reaches('Can they send me home?', 'The company may lay off staff.')).toBe(true);
    expect(reaches('What do they advise?', 'Our recommendations are a phased rollout.')).toBe(true);
    expect(reaches('After a break-in, who do we call?', 'Report any breach within 72 hours.')).toBe(true);
    expect(reaches('What if someone tricks our clerk?', 'Fraudulent instructions are excluded.')).toBe(true);
    expect(reaches('Someone posing as our bank?', 'A person impersonating a vendor.')).toBe(true);
    expect(reaches('What should I save first?', 'Take a backup of the folder.')).toBe(true);
    expect(reaches('Which clients pay most?', 'Our largest customers pay annually.')).toBe(true);
    expect(reaches('Can I invite a colleague?', 'Any employee may attend.')).toBe(true);
    expect(reaches('Will it be refunded?', 'Costs are reimbursed monthly.')).toBe(true);
  });

  it("reads a pronoun's contraction as the pronoun and its verb, no word of the question's meaning", () => {
    const keys = (question: string) => coreTerms(readQuestion(question)).map((term) => term.key);
    expect(keys("How do I find out if they're readable together?")).not.toContain('theyr');
    expect(keys("We're moving servers and we've a new building")).toEqual(['move', 'server', 'build']);
    expect(keys("What's the owner's share?")).toContain('owner');
  });

  it('reads a dotted name as one term, not the words it splits into', () => {
    const terms = coreTerms(readQuestion('Which ASN.1 type does setvars.sh not handle, e.g. here?'));
    expect(terms.map((term) => term.key)).toEqual(['asn.1', 'setvars.sh', 'type', 'handl']);
    expect(termsIn('The ASN.1 definitions', terms).map((term) => term.key)).toEqual(['asn.1']);
  });
});
