import { DEFAULT_CONTACT_EMAIL } from '@meitheal/backend-client/default-contact-email';

// Build-time defaults for who we are and where to reach us. The operator can
// override the contact address at run time (see features/site-config).
export const site = {
  brandName: 'Meitheal AI',
  legalName: 'Meitheal AI Ltd',
  contactEmail: DEFAULT_CONTACT_EMAIL,
  linkedinUrl: 'https://www.linkedin.com/company/meitheal-ai',
  siteUrl: 'https://www.meitheal.ie',
} as const;
