// A content module as it should look at launch: every slot supplied. The
// launch check's test runs the check on it and expects it to pass. The values
// are obviously fictional test data, never shown on the site.
import { supplied, type launchContent as siteContent } from '../shell/src/content/placeholders.ts';

export const launchContent = {
  company: {
    registeredName: supplied('Example Fixture Ltd'),
    companyNumber: supplied('000000'),
    registeredOffice: supplied('1 Example Street, Dublin'),
    linkedinUrl: supplied('https://www.linkedin.com/company/example'),
    siteUrl: supplied('https://www.example.com'),
  },
  founder: {
    name: supplied('Fixture Founder'),
    role: supplied('Founder'),
    biography: supplied(['A fixture biography.'] as const),
  },
  webinarGuestPresenter: { name: supplied('Fixture Presenter'), role: supplied('Presenter') },
  webinarRegistrationUrl: supplied('https://www.example.com/register'),
  testimonial: {
    customerName: supplied('Fixture Customer'),
    jobTitle: supplied('Director'),
    quote: supplied('A fixture quote.'),
    link: supplied('https://www.example.com'),
  },
} satisfies Record<keyof typeof siteContent, unknown>;
