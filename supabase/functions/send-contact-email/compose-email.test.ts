import { describe, expect, it } from 'vitest';
import { assessmentPayload, contactPayload } from './testing/payloads.ts';
import { composeEmail } from './compose-email.ts';
import { sendContactEmailSchema } from './contract.ts';

const parse = (payload: unknown) => sendContactEmailSchema.parse(payload);

describe('composeEmail', () => {
  it('writes a contact message as plain text with every field', () => {
    const { subject, text } = composeEmail(parse(contactPayload({ company: '' })));
    expect(subject).toBe('Website enquiry from Aoife Byrne');
    expect(text).toContain('E-mail:  aoife@example.ie');
    expect(text).toContain('Company: (not given)');
    expect(text).toContain('We would like to talk about route planning.');
  });

  it('keeps a pasted newline out of the subject line', () => {
    const { subject } = composeEmail(parse(contactPayload({ name: 'Aoife\r\nBcc: victim@example.com' })));
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('writes the score, each stage with its points, and every answer', () => {
    const { subject, text } = composeEmail(parse(assessmentPayload()));
    expect(subject).toBe('AI readiness results: 63% for owner@example.ie');
    expect(text).toContain('Score:  63% (30 of 48 points)');
    // Stage 1 answers are 0, 1, 2, 3: 6 of 12 points.
    expect(text).toContain('Stage 1: Baseline Readiness (6 of 12 points)');
    expect(text).toContain('  2.3 Question 2.3 about Prioritise Use-Cases?');
    expect(text).toContain('      Answer 3 of 3: Answer option 3 for 2.3');
    expect(text.match(/Answer \d of 3:/g)).toHaveLength(16);
  });
});

describe('sendContactEmailSchema', () => {
  it.each([
    ['a missing name', contactPayload({ name: '   ' }), /Name is required/],
    ['a bad e-mail', contactPayload({ email: 'a@' }), /valid e-mail/],
    ['an unknown type', contactPayload({ type: 'newsletter' }), /'contact' or 'ai-readiness'/],
    [
      'an answer index out of range',
      assessmentPayload({
        aiReadinessData: {
          ...assessmentPayload().aiReadinessData,
          detailedResults: [{ stage: 'S', questions: [{ question: 'Q', selectedAnswer: 7, answerText: 'A' }] }],
        },
      }),
      /0 to 3/,
    ],
    ['a message over 10,000 characters', contactPayload({ message: 'x'.repeat(10_001) }), /at most 10000/],
  ])('refuses %s', (_label, payload, message) => {
    const result = sendContactEmailSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toMatch(message);
  });
});
