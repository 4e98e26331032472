import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { webinars } from '../../../content/webinars';
import { renderPage } from '../../../lib/test/render-page';
import { RegisterButton } from './RegisterButton';

vi.mock('@meitheal/backend-client', () => ({
  loadRuntimeConfig: vi.fn().mockResolvedValue({ contactEmail: 'hello@meitheal.ie' }),
}));
vi.mock('../../analytics', () => ({ trackEmailClick: vi.fn(), trackConsultationRequest: vi.fn() }));

const webinar = webinars.find((event) => event.number === 3)!;

describe('RegisterButton', () => {
  it("opens the webinar's registration page in a new tab without leaking the opener", () => {
    renderPage(<RegisterButton webinar={webinar} />);
    const link = screen.getByRole('link', {
      name: 'Register Now for Keep Customers: AI-Powered Support That Scales (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', webinar.registrationUrl);
    expect(webinar.registrationUrl).toMatch(/^https:\/\//);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to registering by e-mail until a registration page exists', () => {
    renderPage(<RegisterButton webinar={{ ...webinar, registrationUrl: undefined }} />);
    const link = screen.getByRole('link', { name: /Register Now/ });
    expect(link.getAttribute('href')).toMatch(/^mailto:hello@meitheal\.ie\?subject=Register%20me%20for%20Webinar%203/);
    expect(link).not.toHaveAttribute('target');
  });
});
