// The site's navigation, shared by the desktop bar, the mobile menu and the footer.

export interface NavItem {
  label: string;
  to: string;
}

export interface ServiceNavItem extends NavItem {
  /** One line under the label in the Services dropdown. */
  description: string;
}

/** The call to action the navbar, the hero, the closing band and the success stories all show (tracked on every one). */
export const assessReadinessLink: ServiceNavItem = {
  label: 'Assess Your AI Readiness',
  to: '/ai-readiness',
  description: 'Sixteen questions and an instant readiness score.',
};

/** The Services dropdown: the three-step journey plus the self-assessment. */
export const serviceLinks: readonly ServiceNavItem[] = [
  { label: 'Plan', to: '/services/planning', description: 'Check your readiness and get an AI roadmap built for your business.' },
  { label: 'Prove', to: '/services/proof-of-concept', description: 'A quick proof of concept that shows the savings at small scale.' },
  { label: 'Pilot AI', to: '/services/pilot', description: 'Run AI inside your operations and measure the results.' },
  assessReadinessLink,
];

/** Whether the page at `pathname` is one of the Services dropdown's (the trigger is marked active). */
export function isServicePath(pathname: string): boolean {
  return serviceLinks.some((link) => link.to === pathname);
}

/** Top-level links after the Services dropdown. */
export const primaryLinks: readonly NavItem[] = [
  { label: 'Industry Implementations', to: '/case-studies' },
  { label: 'Customer Success Stories', to: '/success-stories' },
  { label: 'About', to: '/about' },
  { label: 'Webinars', to: '/webinars' },
];

export const footerServiceLinks: readonly NavItem[] = [
  { label: 'AI Strategy Planning', to: '/services/planning' },
  { label: 'Proof of Concept', to: '/services/proof-of-concept' },
  { label: 'AI Pilot Implementation', to: '/services/pilot' },
  { label: 'AI Readiness Assessment', to: '/services/assessment' },
];

export const footerCompanyLinks: readonly NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Industry Implementations', to: '/case-studies' },
];

export const privacyLink: NavItem = { label: 'Privacy Policy', to: '/privacy' };

/** Subject line of the Book a Consultation mail draft. */
export const consultationSubject = 'Book a Consultation';
