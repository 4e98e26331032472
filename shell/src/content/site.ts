import { DEFAULT_CONTACT_EMAIL } from '@meitheal/backend-client/default-contact-email';
import { launchContent } from './placeholders';

const { company } = launchContent;

// Build-time defaults for who we are and where to reach us. The operator can
// override the contact address at run time (see features/site-config).
export const site = {
  brandName: 'Meitheal AI',
  // Irish company law asks a company's website to show its registered name,
  // number, registered office and place of registration. The values are
  // placeholders until the business supplies them (content/placeholders.ts).
  legalName: company.registeredName.value,
  companyNumber: company.companyNumber.value,
  registeredOffice: company.registeredOffice.value,
  placeOfRegistration: 'Ireland, with the Companies Registration Office',
  contactEmail: DEFAULT_CONTACT_EMAIL,
  linkedinUrl: company.linkedinUrl.value,
  siteUrl: company.siteUrl.value,
} as const;

/** One line naming the company as registered, for the footer and the privacy notice. */
export function companyRegistration(): string {
  return `${site.legalName}, registered in ${site.placeOfRegistration}, company number ${site.companyNumber}. Registered office: ${site.registeredOffice}.`;
}
