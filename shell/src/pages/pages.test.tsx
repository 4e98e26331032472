import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { trackLinkFollow } from '../features/analytics';
import { loadDefinedIslands } from '../lib/deferred-island';
import { renderPage } from '../lib/test/render-page';
import AboutPage from './AboutPage';
import HomePage from './HomePage';
import ImsConnectStoryPage from './ImsConnectStoryPage';
import PrivacyPage from './PrivacyPage';
import PilotPage from './services/PilotPage';
import PlanningPage from './services/PlanningPage';
import ProofOfConceptPage from './services/ProofOfConceptPage';

vi.mock('@meitheal/backend-client', () => ({
  loadRuntimeConfig: vi.fn().mockResolvedValue({ contactEmail: 'hello@meitheal.ie' }),
  sendContactEmail: vi.fn(),
}));
vi.mock('../features/analytics', () => ({
  trackFormSubmission: vi.fn(),
  trackEmailClick: vi.fn(),
  trackConsultationRequest: vi.fn(),
  trackAiReadinessClick: vi.fn(),
  trackLinkFollow: vi.fn(),
}));
vi.mock('../features/analytics/conversion', () => ({ markSubmissionPendingConversion: vi.fn(), fireConversionOnce: vi.fn() }));

function renderOnly(Page: ComponentType) {
  const view = renderPage(<Page />);
  const h1s = screen.getAllByRole('heading', { level: 1 });
  expect(h1s).toHaveLength(1);
  return { ...view, h1: h1s[0] as HTMLElement };
}

/** Heading levels must not skip (h2 straight to h4, say). */
function expectNoSkippedHeadingLevels(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

function sectionOf(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around ${name}`);
  return section;
}

/**
 * Below the hero, the home page's sections are islands whose code loads after
 * the first paint (lib/deferred-island.test.tsx covers that); here they are
 * loaded first, as the prerender does, so the whole page renders at once.
 */
async function renderHome() {
  await loadDefinedIslands();
  return renderOnly(HomePage);
}

// The home page is the largest DOM in the suite; role queries over it are slow on a busy machine.
describe('HomePage', { timeout: 20_000 }, () => {
  it('has the hero and its two calls to action', async () => {
    const { h1, container } = await renderHome();
    expect(h1).toHaveTextContent('Unlock AI-Driven Profit for Irish SMEs');
    expect(h1.querySelector('img, svg')).toBeNull();
    expect(screen.getByRole('link', { name: /Get Your Free AI Consultation Now/ })).toHaveAttribute('href', '#contact-section');
    const readiness = screen.getAllByRole('link', { name: /Assess Your AI Readiness/ });
    expect(readiness).toHaveLength(2);
    for (const link of readiness) expect(link).toHaveAttribute('href', '/ai-readiness');
    // Every copy of the call to action is tracked.
    for (const link of readiness) fireEvent.click(link);
    expect(vi.mocked(trackLinkFollow).mock.calls).toEqual([['/ai-readiness'], ['/ai-readiness']]);
    expectNoSkippedHeadingLevels(container);
  });

  it('explains the AI Profit Triangle and the 3-step journey', async () => {
    await renderHome();
    const triangle = within(sectionOf('The AI Profit Triangle'));
    for (const text of ['Data', 'AI', 'Process optimisation', 'Increased revenue', 'Reduced cost', 'Time saved']) {
      expect(triangle.getByRole('heading', { name: text })).toBeInTheDocument();
    }
    const journey = within(sectionOf('Our 3-Step AI Journey'));
    expect(journey.getAllByRole('listitem')).toHaveLength(3);
    for (const step of ['Plan', 'Prove', 'Pilot'])
      expect(journey.getByRole('heading', { name: new RegExp(`^${step}:`) })).toBeInTheDocument();
  });

  it('shows three live demos with Try the Demo links', async () => {
    const { container } = await renderHome();
    const section = container.querySelector('#implementations');
    expect(section).not.toBeNull();
    const demos = within(section as HTMLElement);
    expect(demos.getAllByText('Live Demo')).toHaveLength(3);
    const links = demos.getAllByRole('link', { name: /^Try the Demo/ }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/case-studies/construction', '/case-studies/ethics-rag-demo', '/case-studies/logistics-planning']);
    expect(demos.getByText('Construction Safety')).toBeInTheDocument();
    expect(demos.getByText('Tax, Accountancy & Legal')).toBeInTheDocument();
    expect(demos.getByText('Logistics')).toBeInTheDocument();
    expect(demos.getByRole('link', { name: 'View All Industry Implementations' })).toHaveAttribute('href', '/case-studies');
  });

  it('has the contact section with an email link and the form, and a Schedule Consultation mail link', async () => {
    // The form is an island: act() lets its code load as it would after paint.
    const { container } = await renderHome();
    const contact = container.querySelector('#contact-section') as HTMLElement;
    expect(within(contact).getByRole('link', { name: /hello@meitheal\.ie/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@meitheal\.ie/),
    );
    // The form is an island whose code loads after the page; wait for it.
    expect(await within(contact).findByRole('form', { name: 'Get in Touch' }, { timeout: 10_000 })).toBeInTheDocument();
    const ctaBand = within(sectionOf('Ready to find out what AI can do for your business?'));
    expect(ctaBand.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      'mailto:hello@meitheal.ie?subject=Schedule%20Consultation',
    );
  });
});

describe('AboutPage', () => {
  it('introduces the founder with a portrait, biography and actions', () => {
    const { h1, container } = renderOnly(AboutPage);
    expect(h1).toHaveTextContent('Declan Moran');
    expect(screen.getByRole('img', { name: 'Declan Moran' })).toHaveTextContent('DM');
    expect(screen.getByText(/about 30 years in technology/)).toBeInTheDocument();
    expect(screen.getByText(/many patents/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      'mailto:hello@meitheal.ie?subject=Schedule%20a%20Consultation',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('service pages', () => {
  function cardsIn(sectionTitle: string) {
    return within(within(sectionOf(sectionTitle)).getByRole('list')).getAllByRole('listitem');
  }

  it('Plan: eight features, a three-step timeline and a consultation link', () => {
    const { h1, container } = renderOnly(PlanningPage);
    expect(h1).toHaveTextContent('AI Strategy Planning');
    expect(cardsIn('What you get')).toHaveLength(8);
    const steps = cardsIn('Our planning process');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Assessment',
      'Step 2: Strategy Development',
      'Step 3: Implementation Roadmap',
    ]);
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/#contact-section');
    expectNoSkippedHeadingLevels(container);
  });

  it('Prove: eight features, six methodology steps, three reasons and a consultation link', () => {
    const { h1, container } = renderOnly(ProofOfConceptPage);
    expect(h1).toHaveTextContent('Proof of Concept');
    expect(cardsIn('What a proof of concept gives you')).toHaveLength(8);
    expect(cardsIn('Our six-step methodology')).toHaveLength(6);
    expect(cardsIn('Why choose prototyping?')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/#contact-section');
    expectNoSkippedHeadingLevels(container);
  });

  it('Pilot: Why Pilot?, Our Approach, eight deliverables and a consultation link', () => {
    const { h1, container } = renderOnly(PilotPage);
    expect(h1).toHaveTextContent('AI Pilot Implementation');
    expect(sectionOf('Why Pilot?')).toBeInTheDocument();
    expect(sectionOf('Our Approach')).toBeInTheDocument();
    expect(cardsIn('What you receive')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/#contact-section');
    expectNoSkippedHeadingLevels(container);
  });
});

describe('ImsConnectStoryPage', () => {
  it('tells the whole story', () => {
    const { h1, container } = renderOnly(ImsConnectStoryPage);
    expect(h1).toHaveTextContent('IMS Connect');
    expect(screen.getByRole('link', { name: 'Back to Success Stories' })).toHaveAttribute('href', '/success-stories');
    expect(screen.getByText(/Aoife Brennan/)).toBeInTheDocument();
    expect(screen.getByText('Technology Services')).toBeInTheDocument();
    expect(screen.getByText('Ireland')).toBeInTheDocument();
    expect(screen.getByText('Innovation & Digital Transformation')).toBeInTheDocument();

    const challengeList = screen.getByRole('heading', { name: 'The Challenge' }).parentElement as HTMLElement;
    expect(within(challengeList).getAllByRole('listitem')).toHaveLength(4);
    const solutionList = screen.getByRole('heading', { name: 'Our Solution' }).parentElement as HTMLElement;
    expect(within(solutionList).getAllByRole('listitem')).toHaveLength(4);

    const results = within(sectionOf('Results That Matter'));
    const pairs = results.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Strategic Clarity', '100%'],
      ['ROI Projection', '200%+'],
      ['Timeline', '3 Months'],
      ['Team Alignment', 'Complete'],
    ]);
    expect(within(sectionOf('Key Outcomes')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Book Your Strategy Session' })).toHaveAttribute(
      'href',
      'mailto:hello@meitheal.ie?subject=AI%20Strategy%20Planning%20Consultation',
    );
    expect(screen.getByRole('link', { name: 'Explore AI Strategy Planning' })).toHaveAttribute('href', '/services/planning');
    expectNoSkippedHeadingLevels(container);
  });
});

describe('PrivacyPage', () => {
  it('covers what is collected, retention, processors, rights and trackers', () => {
    const { h1, container } = renderOnly(PrivacyPage);
    expect(h1).toHaveTextContent('Privacy Notice');
    expect(screen.getByText(/Contact messages: 24 months/)).toBeInTheDocument();
    expect(screen.getByText(/Assessment results sent to us: 12 months/)).toBeInTheDocument();
    expect(screen.getByText(/servers in the European Union/)).toBeInTheDocument();
    expect(screen.getByText('Google Analytics 4')).toBeInTheDocument();
    expect(screen.getByText('Google Ads conversion tracking')).toBeInTheDocument();
    expect(screen.getByText(/your cookie choice, so/)).toBeInTheDocument();
    expect(screen.getByText(/your progress in the AI readiness assessment/)).toBeInTheDocument();
    expect(screen.getByText(/complain to the Data Protection Commission/)).toBeInTheDocument();
    expectNoSkippedHeadingLevels(container);
  });

  it('names a lawful basis for each purpose', () => {
    renderOnly(PrivacyPage);
    const purposes = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(purposes).toEqual([
      'Replying to your message',
      'Your AI readiness analysis',
      'The live demos',
      'Keeping the site working and fair',
      'Analytics and advert measurement',
    ]);
    const bases = screen.getAllByText('Lawful basis:').map((label) => label.parentElement?.textContent ?? '');
    expect(bases).toHaveLength(purposes.length);
    expect(bases.map((basis) => /Article 6\(1\)\((.)\)/.exec(basis)?.[1])).toEqual(['b', 'b', 'f', 'f', 'a']);
  });

  it('says how long demo inputs and network addresses are kept, and names the model and e-mail providers', () => {
    renderOnly(PrivacyPage);
    expect(screen.getByText(/Uploaded documents, their passages and the answers kept for them: 24 hours after upload/)).toBeInTheDocument();
    expect(screen.getByText(/Request counts by network address: 1 day/)).toBeInTheDocument();
    expect(screen.getByText(/Web pages the logistics demo read for you, with the address you gave: 1 day/)).toBeInTheDocument();
    expect(screen.getByText('e-mail provider')).toBeInTheDocument();
    expect(screen.getByText('language model provider').parentElement).toHaveTextContent(/outside the European Union/);
  });

  it('identifies the company as registered', () => {
    renderOnly(PrivacyPage);
    expect(
      screen.getByText(/registered in Ireland, with the Companies Registration Office, company number .+ Registered office: /),
    ).toBeInTheDocument();
  });
});
