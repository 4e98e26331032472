// Each visitor set's floor on real documents, with its history: what it scored as written and what each round of
// general fixes brought. Read by the two test files that judge the sets (real-evaluation.test.ts and
// later-visitor-sets.test.ts), which split them so that the two halves run on two workers.
import { expect, it } from 'vitest';
import { describeMisses, runRealEvaluation, type VisitorRealSet } from './run.ts';

/**
 * Each visitor set's size and floor, the latest score less one, with its history: what it scored as written and
 * what each round of general fixes brought.
 */
export const VISITOR_SET_FLOORS: Record<string, { size: number; floor: number }> = {
  // Written on 26 November 2026 on three documents nobody here had read, by someone who had not read the code
  // or any other set, for development: 13 of 30 as written, before any work on it; 23 after round 3's general
  // fixes (lists and slides without full stops, the figure first, names and years, the document's front matter);
  // 24 once the judge read a '●' bullet as '•'; 25 once it read a slide's credit line under art in another type size as a block.
  // 29 November (evening): asked why, the sentence going on about the one that answers quoted with it, to 26;
  // 'what share of …' asking a percentage ('60%', '(75) percent'), to 27; 26 again once that reading was withdrawn
  // (it cost two held-out cases, with 'a week' below).
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 27.
  third: { size: 30, floor: 26 },
  // Written on 26 November 2026 on three more documents (two made in Word, one in LibreOffice) after the third
  // set's round of fixes, by someone who had not read the code or any other set, for development: 12 of 30 as written;
  // 27 after round 4's general fixes (a symbol font's space read as a space, not a bullet; a memo's header block as
  // front matter; a count asked for found by its synonyms; general synonym groups; the judge reading symbol-font bullets
  // and spaces, header fields and a copyright line as the print sets them).
  // Round 66 (2 December 2026, afternoon), to 29: a bound stated as an age or a comparison answers a minimum asked.
  fourth: { size: 30, floor: 28 },
  // Written on 26 November 2026 on three more documents (an OSHA booklet from Acrobat Distiller, a NIST guide made
  // in Word, a Word template as .docx), by someone who had not read the code or any other set, for development:
  // 11 of 30 as written, before the fourth set's round of fixes had landed; 12 after them. Round 5 fixed classes of
  // question, not its documents, to 18: 'what does X stand for?' answered by the passage spelling the acronym out; 'how
  // does the booklet define X?' read as a definition question, and a definition answering however common X is; the noun
  // a visitor calls the document by left out of the search; 'the booklet' and 'at the front' asking of front matter; the
  // first stage or step of a procedure; a 'Section 2:' heading's reference accepted by the judge.
  // Round 28: a figure in none of the question's words no longer leading the sentence in them that answers, to 19.
  // Round 29: a sentence closing on the '‖' a Word PDF prints for a closing quote read as whole, to 20.
  fifth: { size: 30, floor: 19 },
  // Written on 28 November 2026 on three more documents (a LaTeX report, a Google Docs PDF, a Word .docx), by someone
  // who had not read the code or any other set, for development: 12 of 30 as written, 13 after a chunker fix for
  // title pages. Round 6 fixed classes of layout and question, not its documents, to 23: a contents table left out of the
  // passages; a value set as a heading ('N/A') kept as the text of the empty heading before it; a list item that lost
  // the symbol it opens on quoted under the item before it; a sentence quoted with the next one when that gives the
  // address to act on it; a ':-' lead-in and items of more than one sentence; 'which X is this playbook about?' asked of
  // the front matter; 'what slice' asking a figure; an acronym the document defines searched for the words it stands
  // for; everyday words for a document's (lawyer, outsider, fix, idle, sign in, meant for).
  // 29 November (morning): a reader's phrasing answered below the threshold (decision 0022), to 24.
  sixth: { size: 30, floor: 23 },
  // Written on 28 November 2026 on three more documents (a product manual from LibreOffice, an employee's IT security
  // guide and an incident-handling guide made in Word), by someone who had not read the code or any other set, for
  // development: 4 of 30 as written. Round 7 fixed classes of question, not its documents, to 15: a quantity asked
  // for in a reader's words ('how much current', 'how long', 'the shortest password') read as the units stating it
  // ('180mA', 'hours', 'characters'); a title page lasting past a decorative line until running text, its line of
  // names and its date quoted for 'who wrote this … guide, and when'; 'What does BYOD mean here?' asked as an
  // acronym's expansion, a keywords line defining nothing; footnotes numbered in a column of their own read as
  // footnotes, not a table; 'What should I try first?' as the first step; everyday words ('beeper', 'switched on',
  // 'rang'); the judge taking any private-use bullet glyph. Round 8, to 19: a footnote mark glued to a full stop
  // ending the sentence there; a lead-in kept with the list a page break carried over, past the footnotes under it;
  // 'what's the difference between X and Y?' answered by the sentences defining each; 'what are the stages…?' by the
  // sentence naming the phases in a run; the first step by the item numbered 1, quoted without its number.
  // 29 November (round 26): asked whether a thing may be done, a rule against it in the sentence's own clause
  // ('teleworkers should not use publicly accessible devices…') answering, to 20. Round 27: a verb's irregular past
  // form found by the reader's ('held' for 'hold'), to 21.
  seventh: { size: 30, floor: 20 },
  // Written on 28 November 2026 on three more real documents (a LaTeX paper, a Word manual as DOCX, an InDesign guide),
  // by someone who had not read the code or any other set: 15 of 30 as written, before any work on it; 18 once the judge
  // read a line set in another type size (a strapline, a label), a table's last row of figures, an article's dated
  // history field and a Word paragraph's end as block edges (and later a field's label at a line's start). Round 9 fixed
  // classes of layout and question, not its documents, to 29: a caption quoted whole, not cut after 'Table 1.'; the row
  // a question names by its label ('the 80% rule') leading, its caption after it; a whole list item at a section's end
  // no longer taken for one the passage cut; 'the author' (the document's own voice) and 'the main' of 'what are the
  // main lessons' left out of the search; 'the oldest version' asking a figure; 'and to what?' answered by the change
  // 'from 0.749 to 0.745'; a short sentence counting what it announces ('only one small modification') quoted with the
  // next; a title page's 'Published …' line alone for 'when was this published'; in PDFs, a line in another type size or
  // a field label ('Pre-requisites: …') starting a block, and a strapline stating a figure quoted without a full stop;
  // 'how many … can I …?' answered by the range allowed; 'what do I need before I sign up in SAM?' by the
  // 'Pre-requisites:' line under the heading naming SAM. Left: a figure named in another sentence than the one the
  // question's words find ('Figure 3').
  eighth: { size: 30, floor: 28 },
  // Written on 28 November 2026, in the evening session, on three more real documents (an EU design guide exported from
  // Word, a US policy as DOCX, a LibreOffice manual), by someone who had not read the code or any other set: 8 of 30 as
  // written, before any work on it; 9 once the judge read an address last before a heading as a block's end (and Word's
  // second-level 'o' as a bullet). Round 10 fixed classes of question and answer, not its documents, to 18: 'how far
  // ahead' as asking a time; 'when did …' a date, leading; 'the difference between X and Y in this program' read past
  // 'in this', and told by what each one does ('Accounts simply hold money.'); a phrase the visitor quotes from the
  // document answered by the rule beside the example; everyday words ('obliged', 'advice', 'goes wrong', 'doesn't
  // match'); a sentence quoted with the next one when that one qualifies it ('However, …', 'If not, …') or, asked what
  // happens if, says what will happen; more everyday words ('ordinary' for 'routine', 'major' for 'significant',
  // 'quicker' for 'expedite'), to 21; 'why …?' answered with the labelled reasons after the sentence that answers
  // ('Familiarity: …', 'Efficiency: …'), to 22; a passage stating the count asked for kept as an answer though found
  // below the threshold ('100 million people'), with the counted noun read past 'of its', to 23; a pronoun's
  // contraction ('they're') no longer searched as a word, to 24; 'latest' for 'newest', 'edit' for 'modify', to 25.
  // Left: a count asked with where it came from ('Twelve', 'Nielsen Norman'), a body-type numbered heading glued to the
  // example above it ('Click + to add a document 2.12.3 …'), and reader's words no line reaches ('failure screens', 'a
  // dodgy shop', 'currency codes', 'split two-for-one').
  // Round 63 (2 December 2026), to 26: 'Which currency codes should I use…?' answered.
  ninth: { size: 30, floor: 25 },
  // Written on 28 November 2026, in the evening session, on three more real documents (a UK Home Office toolkit from
  // Word, a two-column IEEE paper from pdfTeX, a Markdown guide), by someone who had not read the code or any other set:
  // 6 of 30 as written, before any work on it, and before the ninth set's round was merged; 8 with that round. Its own
  // round: a Markdown file's inline markup read as the words a page shows (links as their text, no '**'), to 10;
  // 'translate' for 'interpreter', 'grown-up' for 'adult', 'bad' for 'low-quality', to 11; a list item's run-in title of
  // up to six words quoted with the sentence after it, to 12; 'people' counted by a team's 'members', to 13; issues 'raised' found
  // 'opened', to 14; asked 'can …?', the rule against it ('Do not use any person accompanying…'), to 16.
  // 29 November (morning): a reader's phrasing answered below the threshold (decision 0022), to 19.
  // 29 November (evening): 'what percentage' read as the quantity asked, stated with '%', to 20; 19 again once that
  // reading was withdrawn (it cost two held-out cases).
  // 29 November (late afternoon): a figure's crowded labels (a picture font's glyphs) no longer read as headings, to 20.
  // 29 November (round 26): 'within 5 working days' read as the length of time 'how long' asks for, to 21.
  // Round 55 (30 November 2026, late night): the answer's lead sentence quoted with the next sentence of its
  // paragraph, to 22.
  tenth: { size: 30, floor: 21 },
  // Written on 29 November 2026 on three more real documents (an OpenSSF slide deck exported from Google Slides, an
  // 18F handbook exported from Google Docs, a Word user guide), by someone who had not read the code or any other set:
  // 7 of 30 as written, before any work on it; 12 with the contact-details mend that followed it. Its own round: the PDF
  // layout reader's slide items in large or bold type wrapping onto a line of their own (no more false headings eating
  // '● Review proposed Roadmap'), Google Docs' note marks drawn after their line put back on it, and a dash going on a
  // wrapped sentence read as no bullet, to 11 (the newcomers question had been answered by a false heading); 'whole'
  // for 'entire', 'training' for 'education' and other everyday words as synonym data, to 13; a slide's large-type
  // paragraphs apart at their wider gaps and never headings, with 'registries' for 'repositories', 'teaming up' for
  // 'partner', 'responsible for' for 'owned', 'there to do' for 'mission', to 17; asked when of the document, a title
  // dated where its text is not ('OpenSSF Nov 2024 GB Meeting'), to 18; 'signed' for 'awarded' and 'something useful'
  // for 'value', to 19.
  // 29 November (evening): a list item quoted with the next sentence of its own item, and a section numbered '2.5.4'
  // titled wholly in the question's words, to 20.
  eleventh: { size: 30, floor: 19 },
  // Written on 29 November 2026 on three more real documents (a US consumer checklist from InDesign with Wingdings
  // bullets and check boxes, a single-column LaTeX handout from XeTeX, a Markdown training guide), by someone who had
  // not read the code or any other set: 3 of 30 as written, before any work on it and before the eleventh set's round
  // was merged (with the contact details of 29 November); 3 still with that round merged. Its own round: a pictograph
  // font's glyph (Wingdings' square bullet mapped to '§', its box to '¨') read as a bullet, by the reader and by the
  // judge's printed reference, to 5; a Markdown block quote read as its text without '>', to 6; a ratio ('1:5') as the
  // figure a 'how many … per …' asks for, with 'assistants' for 'helpers', 'students' for 'learners', 'short' for
  // 'concise' and other everyday words, to 8.
  // 29 November (morning): a reader's phrasing answered below the threshold (decision 0022), to 9.
  // Everyday phrasal verbs and idioms as synonym data ('hand over' transfer, 'in charge' responsible), to 10.
  // 29 November (evening): the judge reading a dash opening a printed line as a list item's bullet, to 11.
  // Round 28: a figure in none of the question's words no longer leading the sentence in them that answers, to 12.
  // Round 29: the judge reading a designer's private-use glyph (U+E103) before a line as a bullet, to 13.
  twelfth: { size: 30, floor: 12 },
  // Written on 29 November 2026 on three more real documents (UK grant guidance from Word, a product manual from
  // LibreOffice Writer, a Word procedure note), by someone who had not read the code or any other set: 5 of 30 as
  // written, with the contact details of 29 November and before the eleventh and twelfth sets' rounds were merged; 5
  // still with the eleventh's round merged, and 5 with the twelfth's too. Its own round: a Word template that numbers
  // its paragraphs in a heading style read with its sentences as body text and its short lines after a lead-in as a
  // list (the procedure note had no passage text at all), to 7; a sum of money ('£1.5m') no length a 'how long'
  // question asks for, to 8; 'lie' for 'misrepresentation', 'council' for 'local authority', 'sent in' for
  // 'submitted', 'network' for 'Ethernet' and other everyday words as synonym data, to 10; a paragraph of prose the
  // page break cut before a capitalised name going on over the page, to 11; a question the document asks itself (an
  // FAQ's) quoted with the sentences that answer it, to 12.
  // 29 November (morning): at the phrasing threshold one word of the question held is enough (decision 0022), to 13.
  // 29 November (evening): asked why, the sentence going on about the one that answers quoted with it, and a period in
  // words or a time of day ('Monday to Friday, 9am to 5pm') a figure answering 'when', to 14.
  // 29 November (round 26): asked the least or the most allowed, the sentence stating a bound of that side leading, to 16.
  // Round 27: a question asking two things, its first part composed on its own words and kind too, to 17.
  // Round 35: 'get back to' reaching 'response', the noun a notice promises, to 18.
  thirteenth: { size: 30, floor: 17 },
  // Written on 29 November 2026 on three more real documents (an Australian code of practice from Power PDF, a US
  // public-health service's user guide from Word, a Markdown expenses policy), by someone who had not read the code or
  // any other set: 5 of 30 as written, after the eleventh and twelfth sets' rounds; 7 once the judge kept a numbered
  // step at a page's foot in the body (two right answers it had called unprinted); 15 once a Markdown table without
  // its outer pipes was read as a table, a lead-in's sentence run through its whole list was quoted with every item,
  // and a reader's everyday words reached a code's and a policy's own (signs, loo, men, thermostat, hotel, put aside).
  // 29 November (morning): a reader's phrasing answered below the threshold (decision 0022), to 16.
  // 29 November (evening): asked why, the sentence going on about the one that answers quoted with it, to 17.
  // 29 November (round 26): an aside in brackets after the sentence that answers quoted with it, to 18.
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 19.
  fourteenth: { size: 30, floor: 18 },
  // Written on 29 November 2026 on three more real documents (a grant report from Google Docs, the OpenChain
  // specification from Word, a Markdown set-up guide), by someone who had not read the code or any other set: 8 of 30
  // as written, after the eleventh and twelfth sets' rounds; 10 once the judge took a clause number printed on a line
  // of its own, or after a box glyph read as U+0000, for the section it numbers. Still 10 after the fourteenth's round:
  // a standard's term entry now answers 'What counts as X?', but the judge calls its unpunctuated definition no sentence.
  // 'get in touch' reaching 'contact', to 11.
  // 29 November (morning): at the phrasing threshold one word of the question held is enough (decision 0022), to 12.
  // A question asking two things gets the quote answering its second part too, to 13; 11 once the one-word rule
  // of decision 0022 was withdrawn (it answered unrelated questions from one shared word).
  // 29 November (afternoon): a section titled wholly in the question's words answers from its text, to 12; 11 once
  // that rule held only for a reader's phrasing (below the threshold), as it answered 'feedback on the canteen food'.
  // 29 November (afternoon, later): 'finish' reaching 'complete' and 'not sure' reaching 'doubt', to 12.
  // Round 29: the judge taking an ISO-style definition's text under its clause number and term as whole (the term
  // entry answering 'What counts as X?' above), to 13; one part of a question asking two things answered from a
  // passage the whole question found holding one word of that part ('sign off' by 'approval'), to 14.
  // 15 after rounds 29 and 30 (29 November, late night).
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 17.
  fifteenth: { size: 30, floor: 16 },
  // Written on 29 November 2026 on three more real documents (a membership agreement from Word, a training deck from
  // Google Slides, a Markdown incident response policy), by someone who had not read the code or any other set, after
  // every night round had been merged: 9 of 30 as written, the night's last honest measure of documents nobody tuned to;
  // 11 once the judge let a sentence start after an address ending its own sentence and took a form's blank for no
  // split word; 12 once a list whose items stand a blank line apart under lower-case markers ('i.', 'a.') kept one
  // item a line; 20 with a reader's everyday words for a policy's, a contract's and a slide deck's own ('practice
  // run' test, 'dodgy' suspicious, 'Gardaí' law enforcement, 'internet speed' bandwidth).
  // A fee table's row answered by the band a reader's figure falls in ('about 45 people': 'Between 20-99'), to 21.
  // 29 November (morning): at the phrasing threshold one word of the question held is enough (decision 0022), to 22.
  // 'Who do I contact…?' asking for contact details, and 'contact' a word of a passage giving an address, to 23.
  // 29 November (evening): 22 in the measure before the twentieth round; a list item quoted with the next sentence of
  // its own item, and a numbered section titled in the question's words, to 23 again.
  // 29 November (round 26): asked the least or the most allowed, the sentence stating a bound of that side leading, to 24.
  sixteenth: { size: 30, floor: 23 },
  // Written on 29 November 2026 (morning) on three more documents (a Word course handbook, an InDesign policy note, a
  // Markdown travel policy), by someone who had not read the code or any other set: 16 of 30 as written; 17 once a
  // lead-in whose items the author set as headings ('six different areas:', then 'Psychobiology', …) brought them.
  // 29 November (morning): a reader's phrasing answered below the threshold (decision 0022), to 19.
  // 'get in touch' reaching 'contact', to 20; a budget's 'reset' its 'renew', to 21.
  // 29 November (late afternoon): titles in a column beside the text with no text under them (a figure's labels, a
  // sidebar's references) no longer head the text, to 22.
  // 29 November (round 26): a sentence opening 'In practice, …' quoted with the one before it, whose claim it answers, to 23.
  // Round 29: the judge finding a quote that opens on signs ('///About GFDRR/// The Global Facility…') from its first
  // letter without taking the signs for the end of something before it, to 24.
  // Round 35: asked how much, the list item stating the figure leading when no sentence picked states one, to 25.
  seventeenth: { size: 30, floor: 24 },
  // Written on 29 November 2026 (morning), beside the seventeenth, on three more documents (a Google Docs user guide,
  // a Word memo with tables, a pandoc/LaTeX incident plan), by someone who had not read the code or any other set: 15
  // of 30 as written.
  // A contract's number in words with its digits in brackets ('seventy two (72) hours') read as the figure, to 16.
  // 'write down' reaching 'record', to 17; 'trouble seeing' a 'vision difficulty', to 18.
  eighteenth: { size: 30, floor: 17 },
  // Written on 29 November 2026 (afternoon) on three more documents (a Word software README, a pdfTeX simulator
  // manual, a Markdown contributor guide), by someone who had not read the code or any other set: 13 of 30 as written.
  // A section titled wholly in the question's words ('Feedback') answers from its text, to 14.
  // 29 November (evening): the section's number no word of its title ('2.5.4 HALT'), and a list item quoted with the
  // next sentence of its own item ('Currently only English and Italian are supported.'), to 15 (16 less one lost: an
  // item whose next sentence the print interrupts with a footnote, quoted as not in the document); 14 once a section
  // titled in the question's words answered only a reader's phrasing, below the threshold. 'a week' read as a length of
  // time though no digit states it, to 15; 14 again once that reading was withdrawn (it cost two held-out cases).
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 15.
  nineteenth: { size: 30, floor: 14 },
  // Written on 29 November 2026 (late morning) on three more documents (a LibreOffice install manual, a Markdown
  // timekeeping policy, a pdfTeX checklist for adopting AI), by someone who had not read the code or any other set:
  // 13 of 30 as written, before any change made for it. 15 once the judge read a Markdown heading's number as a page
  // prints it; a list item quoted after its lead-in ('It is unlikely that it will operate correct on:') and a clause
  // opening on 'first' ('Before doing anything, first backup the database.') leading when asked what to do first, to 17;
  // a deadline read as 'no later than' or 'at the latest', to 18; 'X are Ys that…' read as a definition, and 'one'
  // in 'a direct cost and an indirect one' as the first thing's noun, to 19.
  // 29 November (evening, round 25): 'by what time' asking for a figure, with the list item stating it leading, to 20;
  // a reader's 'cover' reaching a policy's 'coverage', to 21.
  // Round 29: the judge letting a sentence start after a field and its one-word value ('Password: setup123'), to 22.
  // 23 after rounds 29 and 30.
  // Round 55 (30 November 2026, late night): a command-line 'switch' read as a manual's 'option', to 24.
  // Rounds 64 and 65 (2 December 2026, afternoon), to 26.
  twentieth: { size: 30, floor: 25 },
  // Written on 29 November 2026 (afternoon) on three more documents (a WeasyPrint privacy notice, a pdfTeX club
  // constitution, a Markdown employee handbook), by someone who had not read the code or any other set: 18 of 30 as
  // written, before any change made for it. Round 23: the judge reading a dash opening a printed line ('– supervise
  // fiscal affairs.') as a list item's bullet, to 20; 'a week in advance' as a length of time, a president as who
  // does a thing, and a member's 'call', 'pick' for a constitution's 'convoke', 'decide', to 22; 21 once 'a week' as a
  // length of time was withdrawn (with 'what share of' as a percentage, it cost two held-out cases).
  // 29 November (evening, round 25): a sentence opening on a condition pointing back to the one before it ('If either of
  // these happen, you can…') quoted with it, to 22; asked why, a sentence giving a reason ('in order to', 'because',
  // 'Since …,') and a heading asking why without its mark ('Why we track time') answering, to 24.
  // Round 28: 23 (a treasurer who 'quits' had been answered only through the figure bonus).
  // Round 29: asked how much notice, a period before the thing stated with an article ('a week in advance of the time
  // of meeting') leading, as '5 days in advance' does, to 24. (Narrower than the 'a week' withdrawn above: only for a
  // question asking a lead time, and only before 'in advance', 'before', 'ahead' or 'notice'.)
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 25.
  'twenty-first': { size: 30, floor: 24 },
  // Written the same afternoon, beside the twenty-first, on three more documents (a Google Docs incident
  // communications procedure, a pdfTeX user manual, a Markdown purchasing procedure), by someone who had not read the
  // code or any other set: 17 of 30 as written, before any change made for it. Round 23: 'faulty' goods found
  // 'defective', to 18. Round 24: a reader's 'write-up' found as the procedure's 'report', to 19.
  // 29 November (evening, round 25): a code block quoted after its lead-in ending on ':', to 20; 'What actually counts
  // as X here, where does the definition come from?' read as a definition, and 'FISMA defines an "incident" as…' as
  // one, to 21.
  // 20 after the PDF reader's round of 30 November (docs-reader): the procedure's 'ii. AO and applicable team members'
  // now an item of its list (as 'i.' was), which made that list one passage, and the final report's question quotes it
  // before the sentence naming 'root cause' and 'lessons learned'.
  'twenty-second': { size: 30, floor: 20 },
  // Written on 29 November 2026 (evening) on three more documents (OWASP's Proactive Controls, a Word PDF; an incident
  // response plan template as .docx; a confidentiality and inventions agreement in Markdown), by someone who had not
  // read the code or any other set: 16 of 30 as written, before any change made for it; 17 before round 29.
  // Round 29: a sentence longer than a passage (a contract's list of clauses) cut after a clause's semicolon, not
  // inside a word ('(F) employe' / 'e personnel files…'), to 18.
  // 19 after rounds 29 and 30.
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 22.
  // Round 41 (30 November, evening): an example sentence quoted with the one it illustrates, to 23.
  // Round 63 (2 December 2026), to 25: '…what's the minimum password length then?' answered.
  'twenty-third': { size: 30, floor: 24 },
  // Written on 29 November 2026 (night) on three more documents (an HR policy manual made with pdfTeX, an agile
  // solicitation template as .docx, articles of association in Markdown), by someone who had not read the code or
  // any other set: 15 of 30 as written, before any change made for it. After round 27: 16. A Word table of one cell
  // (a template's boxed guidance note) read as its paragraphs, not one table row quoted whole; the judge counting
  // Word's Title style as a heading; 'what does X cost' asked as a figure; a sentence opening on a thing the sentence
  // before brought in ('Time and material contracts increase…') quoted with it. Two answers the whole box had held by
  // chance stay answered, and 'how long should the document be' is answered by its sentence. Then, to 17: asked how
  // far ahead or how much notice, the sentence stating a period before the thing ('5 business days in advance', 'a
  // notice period of at least six (6) months') leads. Then, to 19: a question asking two things ('can we bring a slide
  // deck? how long is the technical bit?') has its first part composed on its own words and kind too, not only its
  // second, whose figure had set the kind of the whole. Then, to 20: a reader's 'money back' found as an expenses
  // policy's 'reimbursed' (a general synonym line).
  // Round 28: a split over two sentences ('The company pays 80%…' then 'The employee pays 20%…') quoted whole, to 21.
  // 22 after round 30 ('client' finding a document's 'customer', as synonym data).
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 23.
  'twenty-fourth': { size: 30, floor: 22 },
  // Twenty-fifth (29 November, late night): written unseen on a CNCF code-of-conduct procedure in Markdown, FINOS's
  // trademark guidelines as a Word 2013 PDF and a payment module's install guide as an OpenOffice PDF, by someone who
  // had not read the code or any other set: 7 of 30 as written, before any change.
  // 9 after round 30, which read its misses: 23 of the two fresh sets' 42 misses had been 'not covered' to a
  // question the document answers in other words. A reader's everyday words as synonym data (complaint → grievance,
  // recruit → solicit, plugin → module), a term of stopwords alone never counted as a specific word the document lacks,
  // and a word the document never uses weighed by how common it is (decision 0020). Left: readings no word pair gives
  // ('my name passed around' for anonymous reporting), table rows the judge reads as joined fragments.
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 12.
  'twenty-fifth': { size: 30, floor: 11 },
  // Twenty-sixth (29 November, late night): written unseen on a sample cyber insurance policy as a Word PDF, a sample
  // company overview as .docx with eight tables and an Irish offer letter and employment agreement in Markdown, by
  // someone who had not read the code or any other set: 11 of 30 as written, before any change.
  // 15 after rounds 29 and 30 (see the twenty-fifth).
  // Round 39 (30 November, afternoon): asked a negated question ('What doesn't X do?', '…what if they can't…'), a
  // sentence saying what is not so, or under a heading that does ('What X Does Not Do', 'Exclusions'), gains, to 16.
  // Round 55 (30 November 2026, late night): the answer's lead sentence quoted with the next sentence of its
  // paragraph, to 17.
  'twenty-sixth': { size: 30, floor: 16 },
  // Twenty-seventh (30 November): written unseen on a single-board computer's user manual from LibreOffice, a
  // foundation's project lifecycle document as .docx and a privacy policy in Markdown, by someone who had not read
  // the code or any other set: 18 of 30 as written, before any change.
  // 22 after round 32, which read its misses (with the twenty-eighth's): 'What is meant by a committer in this
  // document?' asked to define 'committer', answered by a sentence saying where a term is defined or what it is used
  // to describe, and 'Who is included when the policy talks about OpenGov?' by 'In this policy, "OpenGov" refers to…';
  // the judge reading a quoted table row's cells in order ('SY0605E | 5V power supply adapter') and a title page's
  // heading line ('Document v1.3 Nov 2024') as whole. Left: a revision history's lines read as one paragraph (the
  // LibreOffice PDF's paragraph gap is its commonest line gap), a reader's 'keep' for 'retain' (tried: it found another
  // passage's 'retains' first and cost the sixth set a case), a figure stated in words leading.
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 23.
  // Round 39 (30 November, afternoon): a sentence saying what is not so gaining when the question is negated cost one,
  // to 22 ('We don't have a dedicated programmer. What can we use instead…?': the negation states the reader's lot).
  // Rounds 64 and 65 (2 December 2026, afternoon), to 23.
  'twenty-seventh': { size: 30, floor: 22 },
  // Twenty-eighth (30 November): written unseen beside the twenty-seventh on two open-source project charters (a Word
  // PDF and a Google Docs PDF from the same template) and a code of conduct enforcement manual in Markdown: 18 of 30
  // as written, before any change.
  // 24 after round 32 (see the twenty-seventh): a function word's owner's 's ('someone's behaviour') no longer read as a
  // specific word the document lacks; how short an answer should be ('In a sentence, …') not searched; a reader's
  // everyday words for a conduct procedure's and a charter's (complaint → report, settle → resolve, choose → appoint,
  // work out → determine, help → assistance, as synonym data). Left: a part of a two-part question composed on the
  // whole question's coverage ('…settle a complaint, and what if they can't manage it…' led by 'managed by').
  // 25 after round 34: a figure written in words with any number word ('at least fifty percent of all voting
  // members', 'fourteen days', 'forty-eight hours', 'thirty minutes') read as a figure, so asked how many it leads.
  // 26 after the PDF reader's round of 30 November (docs-reader): items numbered 'ii.', 'iii.', 'iv.' (set flush right
  // before their text) read as items, so the Word charter's 'iii. A Contributor may become a Committer by a majority
  // approval of the' / 'existing Committers.' is one item, not a line cut off from its text.
  // Round 39 (30 November, afternoon): asked a negated question ('What doesn't X do?', '…what if they can't…'), a
  // sentence saying what is not so, or under a heading that does ('What X Does Not Do', 'Exclusions'), gains, to 27.
  // Round 58 (1 December 2026, morning): one part of a two-part question whose quote goes on from a sentence the answer
  // already quotes takes that quote's place, so no sentence is quoted twice ('…and what if they can't manage it in that time?' adds
  // 'within one week' to the sentence quoted for the whole), to 28.
  'twenty-eighth': { size: 30, floor: 27 },
  // Twenty-ninth (30 November): written unseen, before round 32 was merged, on a festival's event management plan
  // (LaTeX PDF, tables of exits and extinguishers), an employee IP agreement as .docx and a request for quotation in
  // Markdown, by someone who had not read the code or any other set: 14 of 30 as written, 15 after round 32.
  // 16 after round 33, which read its misses (with the thirtieth's): a second part opening on a preposition ('…, and
  // during which hours…?', '…, and by when…?') or on 'whose' read as a second part; a part whose answer the whole
  // question's passages do not give searched alone ('Which agreement is this and what version number does it carry?').
  // Left: a two-part question whose first quote answers neither part ('How long is the contract…' led by a kickoff's
  // 10 days: leading with the first part's own quote was tried and cost the development sets three cases), a lead-in
  // ('Only the following documents will accepted as proof of age:') outscored by a sentence sharing more words, a
  // reader's 'how long is the contract' for a 'period of performance'.
  // Round 37 (30 November, morning): a reader's everyday words for a document's as synonym data ('the same as' for
  // 'identical', 'owe' for 'payable', 'half done' for 'draft', 'swapped out' for 'replaced', …), to 17.
  // Rounds 64 and 65 (2 December 2026, afternoon), to 18.
  'twenty-ninth': { size: 30, floor: 17 },
  // Thirtieth (30 November): written unseen beside the twenty-ninth on a data processing addendum (Word PDF, Irish
  // law), a web host's terms of service in Markdown and a performance work statement in Markdown (the same tender as
  // the twenty-ninth's request for quotation, a different document): 17 of 30 as written.
  // 21 after round 33 (see the twenty-ninth): a Markdown list item holding a heading ('21. ### Changes to these terms')
  // read as that heading, so the terms' sections are sections; a dated heading ('21 May 2018') no clause number and
  // quoted with its day; a data processing agreement, terms or work statement known as the document itself for what its
  // front matter answers ('Which version of this data processing agreement…'); a long list of clauses under a heading
  // the question names quoting the clause that answers; 'pay' → 'cost' (who pays as who bears the costs, synonym data).
  // Left: a work statement's Pandoc simple table (columns set by spaces) read as lines, a '###' heading that is a whole
  // paragraph, 'how quickly … tell us' answered by a figure when the document says 'without undue delay' ('tell' →
  // 'notify' was tried and cost the twenty-second set a case), PDF table cells that run several clauses together.
  // 22 after the PDF reader's round of 30 November (docs-reader): the Word addendum's clauses numbered '9.1', '11.2.3'
  // with a hanging indent read as paragraphs, each whole ('5.3 Objection Right…' no longer cut after its first line,
  // nor its clauses a table of numbers and text, nor '11.2.4' run into '11.2.3'). 23 once the Markdown reader read the
  // work statement's Pandoc simple table (columns set by spaces) as a table, each deliverable's row under its header.
  // Round 39 (30 November, afternoon): asked a negated question ('What doesn't X do?', '…what if they can't…'), a
  // sentence saying what is not so, or under a heading that does ('What X Does Not Do', 'Exclusions'), gains, to 24.
  thirtieth: { size: 30, floor: 23 },
  // Written on 30 November 2026 by writers who had not read the code or any other set (a Word .docx expense policy of
  // Microsoft's fictional Contoso, P2PU's travel policy in Markdown, the Linux Foundation's open source policy
  // template as an InDesign PDF), committed and run once as written: 14 of 30. 16 after its misses were read for classes
  // of wording: a travel or expenses policy's words as synonym data (a plane ticket for a flight, put in for for
  // claim, a drink for alcohol, food for meals, a freelancer for a contractor, a hobby for personal), and the judge
  // taking a list item closing on '; and' before the next item as whole. Left: a docx table's 'Flights | $600 per
  // flight' not found for 'plane ticket', 'not to exceed $150/night' quoted second behind the approval paragraph,
  // 'write anything up once I'm back' for sharing a report upon return, readings of an open source policy no word
  // pair gives (a hobby project for personal projects outside work, software on our own servers for hosted use).
  // Round 68 (2 December 2026, afternoon), to 18: an e-mail address answers 'Who do I write to?'.
  'thirty-first': { size: 30, floor: 17 },
  // Written on 30 November 2026 (afternoon) on three more documents (the OpenJS Foundation's marketing services guide, a
  // Google Slides PDF; a cybersecurity risk assessment report as .docx; Common Paper's mutual NDA in Markdown), by someone
  // who had not read the code or any other set: 12 of 30 as written. Round 40 fixed classes of wording and reading, not
  // its documents, to 19: a reader's acronym the document never writes ('the NDA' of a Mutual Non-Disclosure Agreement
  // called 'MNDA') searched as the words the document spells it out in and as its own acronym; raw HTML in Markdown
  // ('<span class=…>Purpose</span>') read as the words a page shows; a contract's and a report's words as synonym data.
  // The PDF reader's round the same afternoon (side-by-side columns of prose on a slide read column by column, not as a
  // table) and round 39 (a negated question), to 21.
  // Round 55 (30 November 2026, late night): the judge reading a Word table whose cells are paragraphs as one, under a
  // reference to its header row, to 22.
  'thirty-second': { size: 30, floor: 21 },
  // Written on 30 November 2026 (evening) on three more documents (Olimex's ESP32-EVB manual, a LibreOffice PDF; GSA's
  // FIPS 201 evaluation agreement as .docx; the NCSC's zero-trust guide to identities in Markdown), by someone who had
  // not read the code or any other set: 14 of 30 as written. Round 41 fixed classes of wording and reading, not its
  // documents, to 17: a short bold line standing alone read as a sub-heading in Markdown; an example sentence ('For
  // example, a visitor can see…') quoted with the sentence it illustrates; a contract's words as synonym data (falling
  // out as a dispute, fixing a problem as curing a deficiency); a board's power asked for read as the current it draws
  // in mA, to 18; asked what X is, the passage defining X chosen though every heading names X, with the sentence
  // going on from the definition ('Each should be…'), and a laptop as a device, to 20; the examples after a rule
  // ('Some examples of remedial action are…') quoted with it, and behaving strangely as anomalous behaviour, to 21.
  'thirty-third': { size: 30, floor: 20 },
  // Written on 30 November 2026 (evening) on three more documents (Metriful's MS430 user guide, a LibreOffice PDF; a
  // BYOD policy template in Markdown; CDC's vaccination reporting instructions as .docx), by someone who had not read
  // the code or any other set: 13 of 30 as written (on the code before round 41's second and third parts), 15 after
  // them. Round 42, to 16: two words joined by a slash ('jailbroken/rooted') searched apart; a reader's words for
  // turning something down and getting rid of a device as synonym data. Then, to 17: a sentence pointing back to a list
  // ('These requirements are met by…') quoted under the list and its lead-in.
  // Round 66 (2 December 2026, afternoon), to 18.
  'thirty-fourth': { size: 30, floor: 17 },
  // Written on 30 November 2026 (evening) on three more documents (Hypha's holidays policy and an open data policy
  // template in Markdown, the Ronin Institute's code of conduct as a Google Docs PDF), by someone who had not read the
  // code or any other set: 15 of 30 as written. Round 43, to 17: a table row whose first cell labels and defines its
  // term answering 'what is X'; setext headings ('Overview' over '----') and character references ('&lt;=5') read in
  // Markdown as a page shows them. Then, to 18: 'under this code' read as pointing at the document, not as part of the
  // term asked about; a bold line ending on 'that' no PDF heading; breaking the code a breach (synonym data).
  // Round 55 (30 November 2026, late night): the answer's lead sentence quoted with the next sentence of its
  // paragraph, to 19.
  'thirty-fifth': { size: 30, floor: 18 },
  // Written on 30 November 2026 (evening) on three more documents (the British Antarctic Survey's web map user guide, a
  // Word PDF; Loomio's annual leave policy and OpenDP's corporate contributor licence agreement in Markdown), by someone
  // who had not read the code or any other set: 14 of 30 as written. Round 44, to 15: a thing described before the
  // name it is given in brackets ('…another paid day off later (a day in lieu)') read as its definition. Then, to 16:
  // signing or logging in as a login, asking for something as a request, the company as the employer (synonym data).
  // Rounds 64 and 65 (2 December 2026, afternoon), to 18.
  'thirty-sixth': { size: 30, floor: 17 },
  // Written on 30 November 2026 (evening) on three more documents (CISA's Decider admin guide, a Word PDF; conda's
  // governance charter and Artsy's interviewing handbook page in Markdown), by someone who had not read the code or any
  // other set: 15 of 30 as written. Round 45, to 16: getting ready as preparing, a chat as a conversation, 'normally'
  // as a charter's 'default' (synonym data); 'This minimum works…' quoted with the sentence before was tried and
  // withdrawn (it cost the sixth set a figure-first answer).
  'thirty-seventh': { size: 30, floor: 15 },
  // Written on 30 November 2026 (night) on three more documents (the OpenChain small-company playbook, a Word PDF;
  // NumFOCUS's code of conduct template and Creative Commons' global network charter in Markdown), by someone who had
  // not read the code or any other set: 16 of 30 as written. Round 46, to 19: 'What is this charter, in a nutshell?',
  // 'What is this playbook meant to help me with?' read as asking what the document is; the overview naming its
  // title, quoting the sentence of its opening that says what it is for, and stopping before an unfinished sentence.
  // Then, to 23: hearing back as a response, being in danger as one's safety, behaving badly as unacceptable behaviour,
  // joining as membership, asking permission as seeking it, a questionnaire's questions (synonym data). Round 51, to
  // 24: 'What happens in step 3?' answered from the section headed 'Step 3'.
  // Round 55 (30 November 2026, late night): the answer's lead sentence quoted with the next sentence of its
  // paragraph, to 25.
  'thirty-eighth': { size: 30, floor: 24 },
  // Written on 30 November 2026 (night) on three more documents (Couchers' bylaws, a LaTeX PDF; Millie Clinic's
  // medical waste plan as .docx; Radworks' grants guide in Markdown), by someone who had not read the code or any other
  // set: 16 of 30 as written. Round 46 (above), to 18; then, to 19: 'mentor' and 'mentorship', 'programme' and
  // 'program' as forms of one word; a needle as sharps and being jabbed as an injury (synonym data). Round 51, to 20:
  // a telephone number written with dots ('855.597.4733').
  'thirty-ninth': { size: 30, floor: 19 },
  // Written on 30 November 2026 (night) on three more documents (a synthesiser module's manual as PDF, HackerBay's
  // salary and leave policy in Markdown, the US DOT's development SOP as .docx), by someone who had not read the code or
  // any other set: 15 of 30 as written (with round 46). Round 47 changed none. Round 48, to 18: a version table's
  // 'Author' column answering 'Who wrote this procedure?'; a procedure called so after 'this'; 'what is this thing the
  // manual is about, in a sentence?' as an overview; checking as verifying (synonym data).
  fortieth: { size: 30, floor: 17 },
  // Written on 30 November 2026 (night) on three more documents, all PDFs (a hackathon's volunteer handbook from Apple
  // Pages, the MagNet Challenge handbook from Word, a laser cutter's assembly workbook from Google Sheets), by someone
  // who had not read the code or any other set: 10 of 30 as written (with round 46); rounds 47 and 48 changed none.
  // Round 49, to 13: a page number set beside a null glyph (Apple Pages) no longer read into the sentence running over
  // the page; a walkie-talkie as a two-way radio, snacks as food, a small cut as a minor injury (synonym data).
  'forty-first': { size: 30, floor: 12 },
  // Written on 30 November 2026 (night) on three more documents (OWASP's Top 10 2017, a PowerPoint PDF; the GDS way's
  // incident management page and the Ministry of Justice's AI governance framework in Markdown), by someone who had not
  // read the code or any other set: 19 of 30 as written (with round 48). Round 50, to 21: a Markdown file's YAML front
  // matter read field by field ('Review in: 3 months'), not as one line of its fences and fields run together.
  'forty-second': { size: 30, floor: 20 },
  // Written on 30 November 2026 (night) on three more documents (Bloom Works' time-off policy in Markdown, a US Army
  // writing lesson as a 2001 PDF, a NASA JSC emergency chapter in Markdown), by someone who had not read the code or any
  // other set: 14 of 30 as written (with round 49). Round 51, to 16: an internal extension ('x33333') read as a
  // telephone number; a lift as an elevator (synonym data). Round 60 (2 December 2026), to 18: a reader's 'roll over' as
  // a policy's 'carry over' (synonym data).
  'forty-third': { size: 30, floor: 17 },
  // Written on 30 November 2026 (night) on three more documents, all Markdown (CISA's open source practice, the Home
  // Office's quality assurance and testing principles, NIST SP 800-63B's appendix on password strength), by someone who
  // had not read the code or any other set: 21 of 30 as written (with round 51). Round 52, to 22: 'What are these
  // principles meant to be?' read as asking what the document is for. Round 54, to 23: an acronym of letters and digits
  // mixed ('2C2R') searched as a word and asked what it stands for.
  'forty-fourth': { size: 30, floor: 22 },
  // Written on 30 November 2026 (night) on three more documents (the US VA's harassment reporting page, Markdown that is
  // almost all HTML; Weecology's volunteer guide in Markdown; the Contextual Dynamics Lab's manual as PDF), by someone
  // who had not read the code or any other set: 12 of 30 as written (with round 51). Round 52, to 13: the overview
  // quoting the sentence that goes on about the document's purpose ('It describes your rights…'), and taking no name
  // spaced out letter by letter for prose. Round 53, to 16: a Markdown file whose body is an HTML page read as HTML
  // (its headings, paragraphs and lists; a site's custom elements holding blocks as a div does), not as lines of tags.
  'forty-fifth': { size: 30, floor: 15 },
  // Written on 30 November 2026 (late night) on three technical manuals typeset by Unix tools (the Plan 9 troff user's
  // manual, troff through Acrobat Distiller; MIT Kerberos V5's UNIX user guide from Texinfo; the Dickinson user guide,
  // LaTeX via pandoc), by someone who had not read the code or any other set: 7 of 30 as written; 8 once the judge took
  // no ellipsis of a formula for a line of a table of contents.
  // Round 55 (30 November 2026, late night): the answer's lead sentence quoted with the next sentence of its
  // paragraph, to 9.
  // Round 58 (1 December 2026, morning): one part of a two-part question whose quote goes on from a sentence the answer
  // already quotes takes that quote's place, so no sentence is quoted twice and the part's answer is heard ('…and which permission
  // bit must it have?'), to 10; a glossary set as a table of two columns ('| KDC | Key Distribution Center. A machine that
  // issues Kerberos tickets. |') answering 'what is' as a definition does, to 11.
  'forty-sixth': { size: 30, floor: 10 },
  // Written on 30 November 2026 (late night) on three LaTeX PDFs (the infraGA/GeoAc user manual, the AutoML
  // conference's author instructions, the BLAKE3 specification), by someone who had not read the code or any other set:
  // 10 of 30 as written; 11 once the judge took no ellipsis of a formula ('v0 ... v15') for a line of a table of contents.
  'forty-seventh': { size: 30, floor: 10 },
  // Written on 30 November 2026 (late night) on three operational documents (a CMS standard operating procedure made in
  // Word, Common Paper's cloud service agreement as .docx, Olimex's ESP32-C6-EVB manual from LibreOffice), by someone
  // who had not read the code or any other set: 10 of 30 as written.
  // Round 55 (30 November 2026, late night): a revision history answering only what changed, the judge reading a Word
  // table's cells as one, and the answer's lead sentence quoted with the next of its paragraph, to 12.
  'forty-eighth': { size: 30, floor: 11 },
  // Written on 1 December 2026 on three technical PDFs (the Network UPS Tools user manual from DocBook, the US DOT's
  // V2I Hub deployment guide through Acrobat Distiller, KAYA Instruments' IRON SDI camera manual from Word), by someone
  // who had not read the code or any other set: 3 of 30 as written.
  // Round 56 (1 December 2026, early morning): a port stated 'port number is 3493', a figure in the units asked for
  // after a long situation, 'light' as 'LED' and 'setups' as 'settings', to 7.
  // Round 58 (1 December 2026, morning): a sentence saying what the code before it does ('It will display the sequence
  // without actually calling the drivers.') quoted after that code, under its lead-in, to 8.
  'forty-ninth': { size: 30, floor: 7 },
  // Written on 1 December 2026 on three published guides and reports (CISA's #StopRansomware guide made in Word, the
  // Digital Public Goods Alliance's 2021 annual report from Google Docs, the Ministry of Justice's data handling guide in
  // Markdown), by someone who had not read the code or any other set: 10 of 30 as written.
  // Round 56 (1 December 2026, early morning): 'how often' answered by 'quarterly' over a bare period, a question
  // opening on 'who' asking for a person, 'when did it start' as 'established', to 13.
  fiftieth: { size: 30, floor: 12 },
  // Written on 1 December 2026 on three security and radio documents (Microsoft's Cloud Adoption Framework security
  // baseline policy template in Word, the Spyderisk team's two-column IEEE Access 2024 paper on automated risk
  // assessment, the Dire Wolf guide to APRS on a Raspberry Pi), by someone who had not read the code or any other set:
  // 11 of 30 as written.
  // Round 59 (2 December 2026, just after midnight): 'what size of' asking for a figure, to 12. Round 60 (2 December
  // 2026), to 13: a section titled with a name and its short form ('Internet Gateway (IGate)') answers what the short
  // form is, asked 'in plain terms'.
  'fifty-first': { size: 30, floor: 12 },
  // Written on 1 December 2026 on three government documents (the US Digital Service's TechFAR Handbook of 2014, the
  // Crown Commercial Service's Core Terms v3.0.2 in Word, 18F's handbook page on leave types in Markdown), by someone
  // who had not read the code or any other set: 10 of 30 as written.
  // Round 59 (2 December 2026, just after midnight): a reader's 'paperwork', 'reward', 'storm' and 'disagree' as a
  // handbook's or a contract's 'records', 'award', 'weather' and 'dispute' (synonym data), to 14. Round 60 (2 December
  // 2026), to 15: 'roll over' as 'carry over' (synonym data).
  'fifty-second': { size: 30, floor: 14 },
  // Written on 2 December 2026 on three documents a small firm keeps about its own work (the LedgerSMB accounting
  // manual, a LaTeX PDF; a consulting master services agreement in Word; Precious Plastic's workshop guide to safety and
  // fumes in Markdown), by someone who had not read the code or any other set: 16 of 30 as written (11 before the judge
  // took a Markdown heading after a long numbered item for the heading it is). Round 61 (2 December 2026), to 18: a
  // reader's 'change' and 'keyboard shortcut' as a manual's 'alter' and 'hot key' (synonym data).
  'fifty-third': { size: 30, floor: 17 },
  // Written on 2 December 2026 on three documents from outside the firm (a university open-source survey report, a
  // LaTeX PDF; a SaaS provider's draft terms and conditions in Word; a coworking space's member agreement in Markdown),
  // by someone who had not read the code or any other set: 11 of 30 as written. Round 61 (2 December 2026), to 13: a
  // reader's 'questionnaire sent out' and 'updated' as a report's 'survey distributed' and an agreement's 'revised'.
  'fifty-fourth': { size: 30, floor: 12 },
  // Written on 2 December 2026 on three documents about premises and money (a UK government guide to renewing business
  // leases, a 2004 QuarkXPress PDF; the Scottish Government's model tenancy agreement in Word; the Series Seed investment
  // agreement in Markdown), by someone who had not read the code or any other set: 15 of 30 as written.
  // Round 67 (2 December 2026, afternoon), to 16.
  'fifty-fifth': { size: 30, floor: 15 },
  // Written on 2 December 2026 on three practical documents (OSHA's Hand and Power Tools booklet, a PageMaker PDF; a
  // fish-farm buoy's assembly guide in Word, its sizes typed as equations; a Neapolitan pizza dough guide in Markdown),
  // by someone who had not read the code or any other set: 15 of 30 as written, with the Word reader reading equations
  // (mended the same day, before the set was first scored). Round 62 (2 December 2026), to 17: an Irish reader's
  // 'petrol' and 'top up', and 'on the hook' for tools 'in safe shape', as the booklet's fuel, refilling and
  // responsibility for their safe condition (synonym data).
  'fifty-sixth': { size: 30, floor: 16 },
  // Written on 2 December 2026 on three agreements a small business signs (a design studio's service agreement, an iA
  // Writer PDF; a fiscal sponsorship contract for a community group in Word; Common Paper's cloud service agreement in
  // Markdown), by someone who had not read the code or any other set: 10 of 30 as written. Round 63 (2 December 2026),
  // to 12: a reader's 'pause' as a project put 'on hold', 'shut off' access as suspended, 'AI' as artificial
  // intelligence (synonym data).
  'fifty-seventh': { size: 30, floor: 11 },
  // Written on 2 December 2026 on three technical documents (FloodLAMP's clinical evaluation guide, a lab procedure in
  // PDF; a word clock's user manual in Word; a personal security checklist in Markdown), by someone who had not read the
  // code or any other set: 15 of 30 as written. Round 63 (2 December 2026), to 20: a list item's last sentence written
  // without a full stop ('…, but avoid face unlock') quoted whole, and a reader's 'how heavy', 'blinking' and 'start up'
  // as a manual's 'weighs', 'flashing' and 'boot' (synonym data).
  // Round 64 (2 December 2026, afternoon), to 25: of two quantities asked, the sentence stating the first leads; a section's only line without a full stop is whole; a list item's last sentence quoted with it; two-step login, a browser remembering and keeping codes as a guide's 2FA, saving and storing (synonym data).
  'fifty-eighth': { size: 30, floor: 24 },
  // Written on 2 December 2026 on three more documents (a competition risk assessment from pdfTeX, a programmer's guide
  // in Word, an incident response process in Markdown), by someone who had not read the code or any other set: 18 of 30
  // as written. Round 65, to 23: a table written in HTML inside Markdown read as a table; a list item opening on a word
  // that goes on from its lead-in quoted; a score as a rating, a candle as a naked flame, a write-up as a post-mortem
  // (synonym data).
  'fifty-ninth': { size: 30, floor: 22 },
  // Written on 2 December 2026 on three more documents (a two-column paper from XeTeX, a participant information sheet
  // in Word, a governance guide in Markdown), by someone who had not read the code or any other set: 13 of 30 as
  // written. Round 64, to 16: a reader's words for a paper's, a consent form's and a governance guide's (changing one's
  // mind as withdrawing, pushed out as removed, a grant as an award, a repo as a repository; synonym data).
  sixtieth: { size: 30, floor: 15 },
  // Written on 2 December 2026 on three more documents (a board guide from LibreOffice, a privacy policy in Word, a
  // meeting tool's FAQ in Markdown), by someone who had not read the code or any other set: 19 of 30 as written. Round
  // 65, to 22: a day or a month written with a capital is no name; a bold question in Word is a heading; a call falling
  // apart as crashing (synonym data).
  // Round 68, to 23: an e-mail address answers 'Who do I write to?'.
  'sixty-first': { size: 30, floor: 22 },
  // Written on 2 December 2026 on three more documents (a US-CERT alert PDF, a service and data processing agreement in
  // Word, a security policy in Markdown), by someone who had not read the code or any other set: 20 of 30 as written.
  // Round 65, to 21: a link or bold span wrapped onto the next line read as its words (Markdown); the law governing a
  // contract as the one it is construed under (synonym data).
  'sixty-second': { size: 30, floor: 20 },
  // Written on 2 December 2026 on three more documents (a texting style guide from Google Docs, a strategic analysis
  // report in Word, a release policy in Markdown), by someone who had not read the code or any other set: 16 of 30 as
  // written. Round 67, to 20: a version named by its numbers one term; a reader's 'up against', 'part of the world',
  // 'biggest' and 'paid plan' as a report's 'competition', 'region', 'largest' and 'premium' (synonym data).
  'sixty-third': { size: 30, floor: 19 },
  // Written on 2 December 2026 on three more documents (a privacy risks guide from Google Docs, a verification standard
  // in Word, a billing FAQ in Markdown), by someone who had not read the code or any other set: 15 of 30 as written.
  // Round 67, to 18: a reader's 'bank transfer', 'times out', 'tick box', 'checksum' and 'check us over' as the
  // documents' 'wire transfer', 'timeout', 'checkbox', 'hash' and 'audit' (synonym data).
  'sixty-fourth': { size: 30, floor: 17 },
  // Written on 2 December 2026 on three more documents (a dashboard user guide made in Word, a grant proposal in Word,
  // an API quickstart README in Markdown), by someone who had not read the code or any other set: 17 of 30 as
  // written. Round 68, to 19: 'max.' before a number ends no sentence; erasing or getting rid of as deleting, a
  // paper free to read as open access (synonym data).
  'sixty-fifth': { size: 30, floor: 18 },
  // Written on 2 December 2026 on three more documents (EPA case studies and a facilitator's guide in Word, a privacy
  // policy in Markdown), by someone who had not read the code or any other set: 19 of 30 as written; 20 after round 68.
  'sixty-sixth': { size: 30, floor: 19 },
  // Written on 2 December 2026 on three more documents (a sample employee handbook from Word, a mailbox script guide
  // in Word, a postmortem writing guide in Markdown), by someone who had not read the code or any other set: 14 of 30
  // as written, no round yet. Its misses, read for classes: the handbook PDF sets its sub-headings in the body's font
  // and size ('Access to Personal Information'), which neither the reader nor the judge takes for headings.
  'sixty-seventh': { size: 30, floor: 13 },
};

/** One test per set: at least its floor of its questions fully right. */
export function judgeVisitorSets(sets: readonly VisitorRealSet[]): void {
  for (const set of sets) {
    const { size, floor } = VISITOR_SET_FLOORS[set.name] ?? { size: 0, floor: Number.POSITIVE_INFINITY };
    it(`answers at least ${floor} of the ${set.name} visitor set's ${size} questions fully right`, async () => {
      const results = await runRealEvaluation(set);
      expect(results.length).toBe(size);
      const right = results.filter((result) => result.hit).length;
      expect(right, `answers not fully right:\n${describeMisses(results)}`).toBeGreaterThanOrEqual(floor);
    }, 180_000);
  }
}

/** The sets judged in real-evaluation.test.ts; the rest in later-visitor-sets.test.ts. */
export const EARLIER_SET_COUNT = 15;
