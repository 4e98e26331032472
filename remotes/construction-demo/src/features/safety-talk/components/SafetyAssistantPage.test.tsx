import { getSupabase, invokeFunction } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleScenarios } from '../data/examples';
import { countingClient, renderSafetyAssistant } from '../testing/render';
import { MAX_SUMMARY_LENGTH } from '../../../../../../supabase/functions/generate-safety-talk/contract.ts';

vi.mock('@meitheal/backend-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: vi.fn(),
  invokeFunction: vi.fn(),
}));
vi.mock('@meitheal/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

const talk = {
  talking_points: Array.from({ length: 6 }, (_, i) => ({ point: `Scaffolding: point ${i + 1}`, detail: `Detail ${i + 1}` })),
  sources: [
    {
      title: 'Code of Practice for Access and Working Scaffolds',
      publisher: 'Health and Safety Authority',
      asOf: '2025-01-01',
      kind: 'knowledge',
    },
  ],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function activitiesBox() {
  return screen.getByRole('textbox', { name: /Today.s construction activities/ });
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  vi.mocked(invokeFunction).mockReset();
  const { client } = countingClient({ count: 49, error: null });
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('knowledge base status', () => {
  it('checks with a spinner, then shows it connected, counting with the spec query', async () => {
    const { client, select } = countingClient({ count: 49, error: null });
    vi.mocked(getSupabase).mockResolvedValue(client as never);
    renderSafetyAssistant();
    expect(screen.getByRole('status')).toHaveTextContent('Checking knowledge base...');
    expect(await screen.findByText('Knowledge base connected')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('49 safety topics');
    expect(client.from).toHaveBeenCalledWith('safety_content');
    expect(select).toHaveBeenCalledWith('id, document_id', { count: 'exact', head: true });
  });

  it('shows the failure and a database notice when the count fails', async () => {
    vi.mocked(getSupabase).mockResolvedValue(countingClient({ count: null, error: { message: 'down' } }).client as never);
    renderSafetyAssistant();
    expect(await screen.findByText('Knowledge base connection failed')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Database connection issue', variant: 'destructive' }));
  });

  it('warns when the knowledge base is empty', async () => {
    vi.mocked(getSupabase).mockResolvedValue(countingClient({ count: 0, error: null }).client as never);
    renderSafetyAssistant();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Knowledge Base Empty', description: 'No safety content found in database.' }),
      ),
    );
  });
});

describe('safety talk generator', () => {
  it('scrolls to the top on load and shows How It Works and the disclaimer', () => {
    renderSafetyAssistant();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it("bounds the activities box by the function's own limit", () => {
    renderSafetyAssistant();
    expect(activitiesBox()).toHaveAttribute('maxLength', String(MAX_SUMMARY_LENGTH));
  });

  it('asks for input instead of calling the function when the box is blank', async () => {
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Input required', description: "Please describe today's construction activities" }),
    );
    expect(invokeFunction).not.toHaveBeenCalled();
  });

  it('shows the generating state, then the talking points', async () => {
    const pending = deferred<typeof talk>();
    vi.mocked(invokeFunction).mockReturnValue(pending.promise);
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Erecting scaffolding');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));

    const busy = screen.getByRole('button', { name: 'Generating Safety Guidelines...' });
    expect(busy).toBeDisabled();
    expect(invokeFunction).toHaveBeenCalledWith('generate-safety-talk', { summary: 'Erecting scaffolding', debug: false });

    pending.resolve(talk);
    const result = await screen.findByRole('region', { name: /toolbox talk/ });
    const [list] = within(result).getAllByRole('list');
    if (!list) throw new Error('No list of talking points');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByText('Scaffolding: point 1')).toBeInTheDocument();
    expect(within(list).getByText('Detail 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Safety Talk' })).toBeEnabled();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Generation completed with notes' }));
  });

  it('says when a language model worded the talk, and nothing when our composer did', async () => {
    vi.mocked(invokeFunction)
      .mockResolvedValueOnce({ ...talk, generatedBy: 'model' })
      .mockResolvedValueOnce({ ...talk, generatedBy: 'offline' });
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Erecting scaffolding');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    const result = await screen.findByRole('region', { name: /toolbox talk/ });
    expect(within(result).getByText('Worded by AI from our sources')).toBeInTheDocument();
    expect(within(result).getByText(/Code of Practice for Access and Working Scaffolds/)).toHaveTextContent(
      'Health and Safety Authority, as of 2025-01-01',
    );
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    await waitFor(() => expect(invokeFunction).toHaveBeenCalledTimes(2));
    const offline = await screen.findByRole('region', { name: /toolbox talk/ });
    expect(within(offline).getByText('Scaffolding: point 1')).toBeInTheDocument();
    expect(within(offline).queryByText('Worded by AI from our sources')).not.toBeInTheDocument();
  });

  it('says in How It Works what happens with and without a language model', () => {
    renderSafetyAssistant();
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    expect(howItWorks).toHaveTextContent(/Without a language model, our own composer writes five to seven talking points/);
    expect(howItWorks).toHaveTextContent(
      /Where the site has a language model configured, your description and those points are sent to its provider/,
    );
  });

  it('still shows the points, with the note, when the response carries an error', async () => {
    vi.mocked(invokeFunction).mockResolvedValue({ ...talk, error: 'These are general site-safety points.' });
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Baking bread');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    expect(await screen.findByText('Scaffolding: point 1')).toBeInTheDocument();
    expect(screen.getByText('These are general site-safety points.')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Generation completed with notes' }));
  });

  it('shows the fallback point, the reason in a note and a destructive notice when generation fails', async () => {
    vi.mocked(invokeFunction).mockRejectedValue(new Error('Too many requests. Please wait a moment and try again.'));
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Digging a trench');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    expect(await screen.findByText('Error Generating Safety Guidance')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We encountered an issue generating safety guidelines. Please try again or contact support if the problem persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Generation failed', variant: 'destructive' }));
    expect(screen.queryByRole('button', { name: /Print toolbox talk/ })).not.toBeInTheDocument();
  });

  it('treats an unreadable answer as a failure', async () => {
    vi.mocked(invokeFunction).mockResolvedValue({ talking_points: 'nope' });
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Digging a trench');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    expect(await screen.findByText('Error Generating Safety Guidance')).toBeInTheDocument();
  });

  it('fills the box from an example and clears the current result', async () => {
    vi.mocked(invokeFunction).mockResolvedValue(talk);
    const { user } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Erecting scaffolding');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    expect(await screen.findByText('Scaffolding: point 1')).toBeInTheDocument();

    const rain = exampleScenarios.find((s) => s.id === 'rain');
    await user.click(screen.getByRole('button', { name: rain?.label }));
    expect(activitiesBox()).toHaveValue(rain?.description);
    expect(screen.queryByText('Scaffolding: point 1')).not.toBeInTheDocument();
  });

  it('offers the three example scenarios of the spec', () => {
    renderSafetyAssistant();
    const examples = within(screen.getByRole('group', { name: 'Example scenarios' })).getAllByRole('button');
    expect(examples.map((b) => b.textContent)).toEqual([
      'Many vehicles on site',
      'Rain: slips, trips and falls',
      'Scaffolding and excavation',
    ]);
  });

  it('copies the talk as text', async () => {
    vi.mocked(invokeFunction).mockResolvedValue(talk);
    const { user } = renderSafetyAssistant();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.type(activitiesBox(), 'Erecting scaffolding');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    await user.click(await screen.findByRole('button', { name: 'Copy to clipboard' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Today's work: Erecting scaffolding"));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('1. Scaffolding: point 1\n   Detail 1'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Copied to clipboard' }));
  });

  it('prints a toolbox-talk sheet with date, site, presenter, the points and a sign-off table', async () => {
    vi.mocked(invokeFunction).mockResolvedValue(talk);
    window.print = vi.fn();
    const { user, container } = renderSafetyAssistant();
    await user.type(activitiesBox(), 'Erecting scaffolding');
    await user.click(screen.getByRole('button', { name: 'Generate Safety Talk' }));
    await user.type(await screen.findByLabelText('Site'), 'Riverside Apartments');
    await user.type(screen.getByLabelText('Presenter'), 'Aoife Byrne');
    await user.click(screen.getByRole('button', { name: 'Print toolbox talk' }));
    expect(window.print).toHaveBeenCalled();

    const sheet = container.querySelector('.toolbox-talk-sheet') as HTMLElement;
    expect(sheet).toHaveTextContent('Riverside Apartments');
    expect(sheet).toHaveTextContent('Aoife Byrne');
    expect(sheet).toHaveTextContent(/Date\d{4}-\d{2}-\d{2}/);
    expect(sheet).toHaveTextContent('6. Scaffolding: point 6');
    expect(
      within(sheet)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Company', 'Signature']);
    expect(within(sheet).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(10);
  });
});
