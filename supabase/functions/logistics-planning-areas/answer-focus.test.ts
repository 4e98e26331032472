// Scoring a sentence against the question: the kind of figure asked for,
// rare words over common ones, and sentences that cannot open a reply.
import { describe, expect, it } from 'vitest';
import { answerScore, leansOnBefore, questionFocus, sharedWords, statesAskedFigure, statesAskedFigureAlone } from './answer-focus.ts';

describe('questionFocus and answerScore', () => {
  it('puts the sentence stating the kind of figure asked for ahead of one sharing the same words', () => {
    const focus = questionFocus('How often must the trucks return to the depot?');
    const frequency = 'Trucks must return to the depot at least once every eight weeks.';
    const general = 'Trucks that return to the depot should be inspected by the fitter.';
    expect(answerScore(focus, frequency)).toBeGreaterThan(answerScore(focus, general));
  });

  it('reads the kind of figure from how the question asks', () => {
    expect(statesAskedFigure(questionFocus('How long can a driver drive in a day?'), 'Daily driving is limited to 9 hours.')).toBe(true);
    expect(
      statesAskedFigure(questionFocus('When does a driver have to take a break?'), 'After four and a half hours a break is due.'),
    ).toBe(true);
    expect(statesAskedFigure(questionFocus('How much is the grant for an electric van?'), 'SEAI pays up to €3,800.')).toBe(true);
    expect(statesAskedFigure(questionFocus('The rep says HVO cuts carbon by 90%. Is that real?'), 'Suppliers state at least 85%.')).toBe(
      true,
    );
    // Losing money asks how to stop it, not for a sum.
    expect(statesAskedFigure(questionFocus('How do we stop losing money on empty legs?'), 'Lanes under €2 a km lose money.')).toBe(false);
  });

  it('reads a liability limit, stated as a cap per kilogram or in SDRs, as answering a question about the most owed', () => {
    const focus = questionFocus('What is the most a carrier is liable for on lost goods?');
    const cap = 'Compensation is capped at 8.33 SDRs per kilogram of gross weight.';
    expect(statesAskedFigure(focus, cap)).toBe(true);
    expect(statesAskedFigureAlone(focus, cap)).toBe(true);
    // A sentence leaning on the one before cannot stand alone, and a question not about liability asks for no cap.
    expect(statesAskedFigureAlone(focus, 'It is capped at 8.33 SDRs per kilogram.')).toBe(false);
    expect(statesAskedFigureAlone(questionFocus('How long do we have to bring a claim?'), cap)).toBe(false);
  });

  it('weighs a word rare in the knowledge above a common one', () => {
    const focus = questionFocus('Do drivers need a break on a ferry?');
    expect(answerScore(focus, 'A ferry crossing can count as rest.')).toBeGreaterThan(answerScore(focus, 'Drivers need training.'));
  });

  it('gives nothing to a sentence sharing no word, and counts shared words plainly for joining', () => {
    const focus = questionFocus('How often should tachographs be downloaded?');
    expect(answerScore(focus, 'Electric vans suit urban routes.')).toBe(0);
    expect(sharedWords(focus, 'Download the tachograph every 90 days.')).toBe(2);
  });

  it('keeps a sentence that leans on the one before it from opening a reply', () => {
    expect(leansOnBefore('These reductions cut the employee’s tax.')).toBe(true);
    expect(leansOnBefore('It runs for two years.')).toBe(true);
    expect(leansOnBefore('Thesis work is due.')).toBe(false);
    const focus = questionFocus('Do the van tax reductions help the employee?');
    const leaning = 'These reductions cut the employee’s tax on the van.';
    expect(answerScore(focus, leaning, true)).toBeLessThan(answerScore(focus, leaning));
  });

  it("weighs a follow-up's own words above the earlier turn's", () => {
    const focus = questionFocus('What grant is there for that? We run diesel trucks on long routes.', 'What grant is there for that?');
    expect(focus.weights.get('grant')).toBe(1);
    expect(focus.weights.get('diesel')).toBe(0.5);
    expect(focus.asks.length).toBeGreaterThan(0);
  });
});
