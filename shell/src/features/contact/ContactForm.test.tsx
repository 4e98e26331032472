import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test/render-page';
import { ContactForm } from './ContactForm';
import { validateContact } from './contact-values';
import { CONTACT_LIMITS } from '../../../../supabase/functions/send-contact-email/contract.ts';

const backend = vi.hoisted(() => ({
  sendContactEmail: vi.fn(),
  loadRuntimeConfig: vi.fn(),
}));
vi.mock('@meitheal/backend-client', () => backend);

const analytics = vi.hoisted(() => ({
  trackFormSubmission: vi.fn(),
  markSubmissionPendingConversion: vi.fn(),
  trackEmailClick: vi.fn(),
  trackConsultationRequest: vi.fn(),
  trackAiReadinessClick: vi.fn(),
  trackLinkFollow: vi.fn(),
  fireConversionOnce: vi.fn(),
}));
vi.mock('../analytics', () => analytics);
vi.mock('../analytics/conversion', () => analytics);

const ui = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('@meitheal/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: ui.toast }));

async function fillIn(values: { name?: string; email?: string; company?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.company) await user.type(screen.getByLabelText(/^Company/), values.company);
  if (values.message) await user.type(screen.getByLabelText(/^Message/), values.message);
  return user;
}

const complete = {
  name: 'Máire Ní Bhriain',
  email: 'maire@bakery.ie',
  company: 'Ní Bhriain Bakery',
  message: 'We want to forecast demand.',
};

describe('ContactForm', () => {
  beforeEach(() => {
    backend.loadRuntimeConfig.mockResolvedValue({ contactEmail: 'team@meitheal.ie' });
  });
  afterEach(() => vi.clearAllMocks());

  it('labels every field and renders the message as a four-row text area', () => {
    renderPage(<ContactForm />);
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Company/)).not.toBeRequired();
    const message = screen.getByLabelText(/^Message/);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
  });

  it('says how the details are used and kept, with a link to the privacy notice, before the send button', () => {
    renderPage(<ContactForm />);
    const notice = screen.getByText(/We use your details only to reply to your message and keep them for 24 months\./);
    expect(notice).toContainElement(screen.getByRole('link', { name: 'privacy notice' }));
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the honeypot away from people and keyboards', () => {
    const { container } = renderPage(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('blocks submit until the required fields are filled, and says why', async () => {
    renderPage(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(backend.sendContactEmail).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us how we can help.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it('rejects a malformed e-mail address', async () => {
    renderPage(<ContactForm />);
    const user = await fillIn({ ...complete, email: 'not-an-address' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(backend.sendContactEmail).not.toHaveBeenCalled();
    expect(screen.getByText(/Please enter a valid email address/)).toBeInTheDocument();
  });

  it('shows Sending... while in flight, then reports the conversion and moves to the thank-you page', async () => {
    let finish: (value: unknown) => void = () => {};
    backend.sendContactEmail.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage(<ContactForm />);
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(backend.sendContactEmail).toHaveBeenCalledWith({ type: 'contact', ...complete, website: '' });

    finish({ ok: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/form-submitted'));
    expect(analytics.trackFormSubmission).toHaveBeenCalledOnce();
    expect(analytics.markSubmissionPendingConversion).toHaveBeenCalledOnce();
    expect(backend.sendContactEmail).toHaveBeenCalledOnce();
  });

  it("shows the server's own message when it refuses the input (400), instead of 'try again later'", async () => {
    const refused = Object.assign(new Error('Invalid request. message: Message must be at most 10000 characters.'), {
      status: 400,
    });
    backend.sendContactEmail.mockRejectedValue(refused);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<ContactForm />);
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(ui.toast).toHaveBeenCalledWith({
        title: 'Error sending message',
        description: 'Invalid request. message: Message must be at most 10000 characters.',
        variant: 'destructive',
      }),
    );
  });

  it("takes the server's limits: no field accepts more than the function does", () => {
    renderPage(<ContactForm />);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.name));
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.email));
    expect(screen.getByLabelText(/^Company/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.company));
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.message));
    expect(CONTACT_LIMITS).toMatchObject({ name: 200, message: 10_000 });
  });

  it('refuses text longer than the server accepts that arrived without typing', () => {
    const long = { name: 'Aoife', email: 'a@b.ie', company: '', message: 'x'.repeat(10_001), website: '' };
    expect(validateContact(long, true)).toEqual({ message: 'Please keep this to 10,000 characters or fewer.' });
    expect(validateContact({ ...long, message: 'x'.repeat(10_000) }, true)).toEqual({});
  });

  it('on failure shows the error toast with our address, logs it and keeps what was typed', async () => {
    const failure = new Error('Function returned 500');
    backend.sendContactEmail.mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<ContactForm />);
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(ui.toast).toHaveBeenCalledOnce());
    expect(ui.toast).toHaveBeenCalledWith({
      title: 'Error sending message',
      description: 'Please try again later or contact us directly at team@meitheal.ie',
      variant: 'destructive',
    });
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    expect(backend.sendContactEmail).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(analytics.trackFormSubmission).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue(complete.name);
    expect(screen.getByLabelText(/^Message/)).toHaveValue(complete.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    consoleError.mockRestore();
  });
});
