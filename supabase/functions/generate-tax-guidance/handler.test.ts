// The function over HTTP on a migrated PGlite database: valid questions,
// input validation against the contract's limits, the out-of-scope answer and
// the nearest topics offered when a question is not covered.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { openTaxKnowledgeDatabase } from './testing/knowledge-database.ts';
import handler from './handler.ts';
import { MAX_QUESTION_LENGTH, taxGuidanceResponseSchema } from './contract.ts';

// Excise is outside the knowledge, and the development set holds this question to an honest 'not covered'.
const EXCISE_QUESTION = 'How much betting duty does a bookmaker pay on bets taken in the shop?';

// The knowledge as written, with its version, so the handler's version check lets it answer.
useFunctionDatabase(openTaxKnowledgeDatabase);

function ask(body: unknown): Promise<Response> {
  return handler(
    new Request('http://localhost/functions/v1/generate-tax-guidance', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify(body),
    }),
  );
}

describe('generate-tax-guidance', () => {
  it('answers with the figure, its sources and the tax year', async () => {
    const response = await ask({ question: 'What are the USC rates for 2026?' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.guidance).toContain('€28,700');
    expect(body.sources[0]).toMatchObject({
      publisher: 'Revenue',
      kind: 'knowledge',
      url: expect.stringMatching(/^https:\/\/www\.revenue\.ie\//),
    });
    expect(body.sources[0].asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.taxYear).toBe(2026);
    expect(body.covered).toBe(true);
    // The page reads the answer with the same contract, field for field.
    expect(taxGuidanceResponseSchema.safeParse(body)).toMatchObject({ success: true, data: body });
  });

  it("declines another country's tax without a figure", async () => {
    const body = await (await ask({ question: 'What is the VAT rate in the UK?' })).json();
    expect(body.covered).toBe(false);
    expect(body.taxYear).toBeNull();
    expect(body.guidance).toMatch(/not covered/i);
    expect(body.guidance).not.toMatch(/€\s?\d/);
  });

  it('offers the three nearest topics when a tax question is not covered, each one a question we do answer', async () => {
    const body = await (await ask({ question: EXCISE_QUESTION })).json();
    expect(body.covered).toBe(false);
    expect(body.suggestions).toHaveLength(3);
    expect(new Set(body.suggestions).size).toBe(3);
    expect(taxGuidanceResponseSchema.safeParse(body)).toMatchObject({ success: true, data: body });
    // A follow-up that itself came back 'not covered' would waste the visitor's click.
    for (const suggestion of body.suggestions as string[]) {
      expect(await (await ask({ question: suggestion })).json(), suggestion).toMatchObject({ covered: true });
    }
  });

  it("offers no follow-ups with a covered answer, nor for another country's tax", async () => {
    expect((await (await ask({ question: 'What are the USC rates for 2026?' })).json()).suggestions).toEqual([]);
    expect((await (await ask({ question: 'What is the VAT rate in the UK?' })).json()).suggestions).toEqual([]);
  });

  it.each([
    [{}, /question/],
    [{ question: '   ' }, /Please enter a tax question/],
    [{ question: 42 }, /Please enter a tax question/],
    [{ question: 'x'.repeat(MAX_QUESTION_LENGTH + 1) }, /at most 2000 characters/],
  ])('rejects %j with a readable 400', async (body, message) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });
});
