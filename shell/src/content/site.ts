// Build-time defaults for who we are and where to reach us. The operator can
// override the contact address at run time (see features/site-config).
export const site = {
  brandName: 'Meitheal AI',
  legalName: 'Meitheal AI Ltd',
  contactEmail: 'hello@meitheal.ie',
  linkedinUrl: 'https://www.linkedin.com/company/meitheal-ai',
  siteUrl: 'https://www.meitheal.ie',
} as const;
