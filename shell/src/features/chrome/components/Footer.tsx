import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { footerCompanyLinks, footerServiceLinks, privacyLink, type NavItem } from '../../../content/navigation';
import { companyRegistration, site } from '../../../content/site';
import { ContactMailLink } from '../../site-config/ContactMailLink';
import { useContactEmail } from '../../site-config/use-contact-email';
import { useToday } from '../../webinars';
import { FooterColumn, footerLinkClass } from './FooterColumn';

function LinkItems({ links }: { links: readonly NavItem[] }) {
  return links.map(({ label, to }) => (
    <li key={to}>
      <Link to={to} className={footerLinkClass}>
        {label}
      </Link>
    </li>
  ));
}

export function Footer() {
  const email = useContactEmail();
  // From the page's render date, so prerendered HTML and hydration agree even across New Year.
  const year = useToday().getFullYear();

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.brandName}</p>
          <p className="mt-3 max-w-xs text-sm">
            We help Irish SMEs plan, prove and pilot AI that cuts costs, grows revenue and gives time back.
          </p>
        </div>
        <FooterColumn title="Services">
          <LinkItems links={footerServiceLinks} />
        </FooterColumn>
        <FooterColumn title="Company">
          <LinkItems links={footerCompanyLinks} />
        </FooterColumn>
        <FooterColumn title="Contact">
          <li>
            <ContactMailLink className={`${footerLinkClass} break-all`}>{email}</ContactMailLink>
          </li>
          <li>
            <a
              href={site.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${footerLinkClass} inline-flex items-center gap-1.5`}
            >
              LinkedIn
              <ExternalLink aria-hidden="true" className="size-3.5" /> <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="space-y-1">
            <p>
              © {year} {site.legalName}. All rights reserved.
            </p>
            <p>{companyRegistration()}</p>
          </div>
          <Link to={privacyLink.to} className={`${footerLinkClass} shrink-0`}>
            {privacyLink.label}
          </Link>
        </div>
      </div>
    </footer>
  );
}
