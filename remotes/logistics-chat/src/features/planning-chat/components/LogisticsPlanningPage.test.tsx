import { invokeFunctionStream } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPlanningAssistant } from '../testing/render';
import { AREA_KEYS, MAX_MESSAGE_LENGTH } from '../../../../../../supabase/functions/logistics-planning-areas/contract.ts';

vi.mock('@meitheal/backend-client', async (importOriginal) => ({ ...(await importOriginal<object>()), invokeFunctionStream: vi.fn() }));
vi.mock('@meitheal/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

const REPLY = {
  reply: [
    '**Executive takeaway (Fleet & Decarbonisation).** Electric vans suit predictable routes. For 40 vans, the first step is to pull route data.',
    '### Guidance',
    '- SEAI pays up to €3,800 per van.',
    '### Options and decision criteria',
    '- **Pilot a few vans first**: choose this when ranges are borderline.',
    '### Next steps',
    '**Next 30 days**\n\n- Pull route data.',
    '**Next 90 days**\n\n- Run a pilot.',
  ].join('\n\n'),
  sources: [
    {
      title: 'Electric vehicle grant values',
      publisher: 'SEAI',
      url: 'https://www.seai.ie/grants/',
      asOf: '2026-11-22',
      kind: 'knowledge',
    },
  ],
  attemptedSources: [{ url: 'https://www.seai.ie/grants/', origin: 'trusted', outcome: 'failed', detail: 'Could not read: no network.' }],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const questionBox = () => screen.getByRole('textbox', { name: 'Your question' });
const urlBox = () => screen.getByRole('textbox', { name: 'Website to read with your next question' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(() => {
  vi.mocked(toast).mockClear();
  vi.mocked(invokeFunctionStream).mockReset();
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the page', () => {
  it('offers the eight areas as one choice, with a blurb each, the first chosen', () => {
    renderPlanningAssistant();
    expect(screen.getByRole('heading', { level: 1, name: 'Logistics Planning Assistant' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Choose a planning area' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'market_lane',
      'network_capacity',
      'customer_service',
      'cost_unit_economics',
      'fleet_decarbonisation',
      'workforce_capability',
      'technology_data',
      'risk_resilience',
    ]);
    expect(screen.getByRole('radio', { name: 'Market & Lane Strategy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fleet & Decarbonisation' })).toHaveAccessibleDescription(/Electric vans and trucks/);
  });

  it("offers the function's own areas and bounds the question box by its limit", () => {
    renderPlanningAssistant();
    const radios = within(screen.getByRole('group', { name: 'Choose a planning area' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...AREA_KEYS]);
    expect(questionBox()).toHaveAttribute('maxLength', String(MAX_MESSAGE_LENGTH));
  });

  it('says what each reply contains', () => {
    renderPlanningAssistant();
    expect(screen.getByText('An executive takeaway of 2 sentences')).toBeInTheDocument();
    // Who writes the brief, in both modes.
    expect(screen.getByText(/^Without a language model, our own composer writes the brief/)).toHaveTextContent(
      /Where the site has a language model configured, your question, the conversation so far and that material are sent to its provider/,
    );
    expect(screen.getByText(/5 to 7 guidance bullets/)).toBeInTheDocument();
    expect(screen.getByText('Options with the decision criteria for each')).toBeInTheDocument();
    expect(screen.getByText('Next steps for the next 30 and 90 days')).toBeInTheDocument();
  });

  it('lists six Irish and five EU trusted sites, each linked with a description', () => {
    renderPlanningAssistant();
    const irish = screen.getByRole('region', { name: 'Irish Government & Agencies' });
    const eu = screen.getByRole('region', { name: 'European Union' });
    expect(within(irish).getAllByRole('listitem')).toHaveLength(6);
    expect(within(eu).getAllByRole('listitem')).toHaveLength(5);
    expect(within(irish).getByRole('link', { name: /rsa\.ie/ })).toHaveAttribute('href', 'https://rsa.ie');
    expect(within(irish).getByText(/Driver CPC, tachographs/)).toBeInTheDocument();
  });
});

describe('the chat', () => {
  it('ignores a blank message', async () => {
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), '   {Enter}');
    expect(invokeFunctionStream).not.toHaveBeenCalled();
    expect(within(conversation()).queryAllByRole('article')).toHaveLength(0);
  });

  it('adds a new line with Shift+Enter instead of sending', async () => {
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(questionBox()).toHaveValue('First line\nsecond line');
    expect(invokeFunctionStream).not.toHaveBeenCalled();
  });

  it('sends with Enter, shows the loading note with the input disabled, then the brief with its sources', async () => {
    const pending = deferred<unknown>();
    vi.mocked(invokeFunctionStream).mockReturnValue(pending.promise as never);
    const { user } = renderPlanningAssistant();
    await user.click(screen.getByRole('radio', { name: 'Fleet & Decarbonisation' }));
    await user.type(questionBox(), 'We run 40 vans. Is electric realistic?{Enter}');

    expect(invokeFunctionStream).toHaveBeenCalledWith(
      'logistics-planning-areas',
      { area: 'fleet_decarbonisation', message: 'We run 40 vans. Is electric realistic?' },
      expect.any(Function),
    );
    expect(questionBox()).toHaveValue('');
    expect(questionBox()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Drafting structured guidance…');
    expect(within(conversation()).getByText('We run 40 vans. Is electric realistic?')).toBeInTheDocument();

    pending.resolve(REPLY);
    const reply = await screen.findByRole('article', { name: /Planning assistant/ });
    // The Markdown parser loads on first use, so the headings may come a moment after the reply.
    expect(await within(reply).findByRole('heading', { name: 'Guidance' })).toBeInTheDocument();
    expect(within(reply).getByRole('heading', { name: 'Options and decision criteria' })).toBeInTheDocument();
    expect(within(reply).getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(within(reply).getByRole('link', { name: 'Electric vehicle grant values' })).toHaveAttribute(
      'href',
      'https://www.seai.ie/grants/',
    );
    expect(within(reply).getByText(/SEAI, as of 2026-11-22/)).toBeInTheDocument();
    expect(within(reply).getByRole('heading', { name: 'Attempted sources' })).toBeInTheDocument();
    expect(within(reply).getByText('Could not read')).toBeInTheDocument();
    expect(screen.queryByText('Drafting structured guidance…')).not.toBeInTheDocument();
    expect(questionBox()).toBeEnabled();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByText('Planning brief ready.')).toBeInTheDocument();
  });

  it('shows a streamed brief as it is written, with the loading note until the first words arrive', async () => {
    const pending = deferred<unknown>();
    let write: (text: string) => void = () => {};
    vi.mocked(invokeFunctionStream).mockImplementation((_name, _body, onText) => {
      write = onText;
      return pending.promise as never;
    });
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'We run 40 vans. Is electric realistic?{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Drafting structured guidance…');

    act(() => write('Executive takeaway: electric vans suit predictable routes.\n'));
    expect(screen.queryByText('Drafting structured guidance…')).not.toBeInTheDocument();
    expect(within(conversation()).getByLabelText('Brief being written')).toHaveTextContent('electric vans suit predictable routes');
    expect(questionBox()).toBeDisabled();

    pending.resolve({ ...REPLY, generatedBy: 'model' });
    await screen.findByRole('article', { name: /Planning assistant/ });
    expect(within(conversation()).queryByLabelText('Brief being written')).not.toBeInTheDocument();
    expect(questionBox()).toBeEnabled();
  });

  it('sends the conversation so far with a follow-up', async () => {
    vi.mocked(invokeFunctionStream).mockResolvedValue(REPLY);
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'Are electric trucks worth it?{Enter}');
    await screen.findByRole('article', { name: /Planning assistant/ });
    await user.type(questionBox(), 'And for the vans?{Enter}');
    await waitFor(() => expect(invokeFunctionStream).toHaveBeenCalledTimes(2));
    expect(vi.mocked(invokeFunctionStream).mock.calls[1]?.[1]).toEqual({
      area: 'market_lane',
      message: 'And for the vans?',
      history: [
        { role: 'user', content: 'Are electric trucks worth it?' },
        { role: 'assistant', content: REPLY.reply },
      ],
    });
  });

  it.each([
    ['the call fails', () => Promise.reject(new Error('down'))],
    ['the answer is malformed', () => Promise.resolve({ reply: '' })],
  ])('shows the error when %s', async (_label, answer) => {
    vi.mocked(invokeFunctionStream).mockImplementation(answer as never);
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'How do we cut empty running?{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', description: 'Failed to get response. Please try again.', variant: 'destructive' }),
      ),
    );
    expect(questionBox()).toBeEnabled();
  });

  it('renders replies as safe Markdown: no raw HTML, no script links', async () => {
    vi.mocked(invokeFunctionStream).mockResolvedValue({
      ...REPLY,
      reply: 'Hello <img src="x" onerror="alert(1)"> and [click](javascript:alert(1)) and <script>alert(2)</script>',
    });
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'Test{Enter}');
    const reply = await screen.findByRole('article', { name: /Planning assistant/ });
    // Checked once parsed: until the parser loads, the reply shows as plain text.
    expect(await within(reply).findByText('click')).toBeInTheDocument();
    expect(reply.querySelector('img, script')).toBeNull();
    expect(within(reply).getByText(/Hello/)).toBeInTheDocument();
    for (const link of reply.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('clears messages, input and loading when another area is chosen, and drops the late reply', async () => {
    const pending = deferred<unknown>();
    vi.mocked(invokeFunctionStream).mockReturnValue(pending.promise as never);
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'Where should our depot be?{Enter}');
    expect(screen.getByText('Drafting structured guidance…')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Technology & Data' }));
    expect(screen.queryByText('Drafting structured guidance…')).not.toBeInTheDocument();
    expect(within(conversation()).queryAllByRole('article')).toHaveLength(0);
    expect(questionBox()).toBeEnabled();
    await user.type(questionBox(), 'draft');
    await user.click(screen.getByRole('radio', { name: 'Risk, Resilience & Governance' }));
    expect(questionBox()).toHaveValue('');

    pending.resolve(REPLY);
    // A question in the new area, answered after the late reply: once its answer shows, the late one
    // has had its turn, so it would be on the page by now had it not been dropped.
    vi.mocked(invokeFunctionStream).mockResolvedValueOnce({ ...REPLY, reply: 'The brief for risk and resilience.' });
    await user.type(questionBox(), 'And for risk?{Enter}');
    await within(conversation()).findByText(/The brief for risk and resilience/);
    const replies = within(conversation()).getAllByRole('article', { name: /Planning assistant/ });
    expect(replies).toHaveLength(1);
    expect(replies[0]).toHaveTextContent('The brief for risk and resilience.');
    expect(within(conversation()).queryByText(/Electric vans suit predictable routes/)).not.toBeInTheDocument();
  });
});

describe('a question answered from another area', () => {
  it('offers a one-click switch to that area, which carries the question into the new chat, ready to send', async () => {
    const question = 'We run 12 diesel rigid trucks doing Dublin to Cork, about 400 km a day. Should we switch to electric?';
    vi.mocked(invokeFunctionStream).mockResolvedValueOnce({ ...REPLY, suggestedArea: 'fleet_decarbonisation' });
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), `${question}{Enter}`);
    const reply = await within(conversation()).findByRole('article', { name: /Planning assistant/ });
    await user.click(within(reply).getByRole('button', { name: 'Switch to Fleet & Decarbonisation, keeping your question' }));

    expect(screen.getByRole('radio', { name: 'Fleet & Decarbonisation' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Planning chat: Fleet & Decarbonisation' })).toBeInTheDocument();
    expect(questionBox()).toHaveValue(question);
    expect(questionBox()).toHaveFocus();

    vi.mocked(invokeFunctionStream).mockResolvedValueOnce(REPLY);
    await user.keyboard('{Enter}');
    await within(conversation()).findByRole('article', { name: /Planning assistant/ });
    expect(vi.mocked(invokeFunctionStream).mock.lastCall?.[1]).toMatchObject({ area: 'fleet_decarbonisation', message: question });
  });

  it('offers no switch on a reply from the chosen area, and an area chosen by hand starts with an empty box', async () => {
    vi.mocked(invokeFunctionStream).mockResolvedValueOnce(REPLY);
    const { user } = renderPlanningAssistant();
    await user.type(questionBox(), 'Which lanes pay?{Enter}');
    const reply = await within(conversation()).findByRole('article', { name: /Planning assistant/ });
    expect(within(reply).queryByRole('button', { name: /^Switch to/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Technology & Data' }));
    expect(questionBox()).toHaveValue('');
  });
});

describe('suggested websites', () => {
  it('adds with the button or Enter, lists them only when there are some, removes them, and sends them', async () => {
    vi.mocked(invokeFunctionStream).mockResolvedValue(REPLY);
    const { user } = renderPlanningAssistant();
    expect(screen.queryByRole('list', { name: 'Suggested websites' })).not.toBeInTheDocument();

    await user.type(urlBox(), 'https://www.dublinport.ie/');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(urlBox(), 'https://www.rosslareeuroport.ie/{Enter}');
    const list = screen.getByRole('list', { name: 'Suggested websites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(urlBox()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove https://www.dublinport.ie/' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.type(questionBox(), 'Which port?{Enter}');
    await waitFor(() =>
      expect(invokeFunctionStream).toHaveBeenCalledWith(
        'logistics-planning-areas',
        { area: 'market_lane', message: 'Which port?', suggestedUrls: ['https://www.rosslareeuroport.ie/'] },
        expect.any(Function),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remove https://www.rosslareeuroport.ie/' }));
    expect(screen.queryByRole('list', { name: 'Suggested websites' })).not.toBeInTheDocument();
  });

  it.each(['not a url', 'ftp://example.com/file'])('rejects %s as an invalid URL', async (value) => {
    const { user } = renderPlanningAssistant();
    await user.type(urlBox(), `${value}{Enter}`);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Invalid URL', description: 'Please enter a valid URL starting with http:// or https://' }),
    );
    expect(screen.queryByRole('list', { name: 'Suggested websites' })).not.toBeInTheDocument();
  });

  it('rejects a duplicate', async () => {
    const { user } = renderPlanningAssistant();
    await user.type(urlBox(), 'https://www.seai.ie/{Enter}');
    await user.type(urlBox(), 'https://www.seai.ie/{Enter}');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'URL already suggested' }));
    expect(within(screen.getByRole('list', { name: 'Suggested websites' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
