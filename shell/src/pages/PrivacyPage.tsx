import type { ReactNode } from 'react';
import { ContactMailLink } from '../features/site-config/ContactMailLink';
import { useContactEmail } from '../features/site-config/use-contact-email';
import { site } from '../content/site';

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

const linkClass = 'font-semibold text-primary underline underline-offset-4';

export default function PrivacyPage() {
  const email = useContactEmail();
  const mailLink = (
    <ContactMailLink subject="Privacy request" className={linkClass}>
      {email}
    </ContactMailLink>
  );

  return (
    <article className="px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl text-lg leading-relaxed">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Privacy Notice</h1>
        <p className="mt-4 text-muted-foreground">Last updated 22 November 2026</p>
        <p className="mt-6">
          {site.legalName} (“we”, “us”) runs this website. We collect as little personal information as we can, use it
          only for the reasons below and never sell it. If you have any question about your data, email {mailLink}.
        </p>

        <PolicySection title="What we collect and why">
          <h3 className="text-xl font-semibold text-brand-900">The contact form</h3>
          <p>
            When you send us a message we receive your <strong>name</strong>, <strong>email address</strong>, your{' '}
            <strong>company</strong> (if you give it) and your <strong>message</strong>. We use them only to reply to
            you and to follow up on your enquiry. Our lawful basis is your request: you asked us to get in touch.
          </p>
          <h3 className="text-xl font-semibold text-brand-900">The AI readiness assessment</h3>
          <p>
            The assessment works out your score in your browser. If you ask for a detailed analysis, we receive your{' '}
            <strong>answers</strong>, your <strong>score</strong> and your <strong>email address</strong>, and use them
            to prepare and send that analysis to you. Our lawful basis is your request for the analysis.
          </p>
          <h3 className="text-xl font-semibold text-brand-900">The live demos</h3>
          <p>
            Text you type into a demo, and any document you upload to the document question-and-answer demo, is sent
            to our servers to produce an answer. An uploaded document can be used only from the browser that uploaded
            it, is deleted automatically after 24 hours, and &lsquo;Delete my document&rsquo; removes it at once.
            Please do not enter personal or confidential information into the demos.
          </p>
        </PolicySection>

        <PolicySection title="How long we keep it">
          <ul className="list-disc space-y-2 pl-6">
            <li>Contact messages: 24 months from when you send them, then deleted.</li>
            <li>Assessment results sent to us: 12 months, then deleted.</li>
          </ul>
          <p>If you ask us to delete your information sooner, we will.</p>
        </PolicySection>

        <PolicySection title="Who processes it">
          <p>
            Your information is stored by our hosting and database provider on servers in the European Union, acting
            on our instructions under a data processing agreement. Only our own team reads your messages and results.
            We do not sell or share your information for anyone else’s marketing.
          </p>
        </PolicySection>

        <PolicySection title="Cookies and similar technologies">
          <p>
            Nothing that tracks you runs until you choose. If you click <strong>Accept</strong> on our cookie banner,
            we load:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Google Analytics 4</strong>, to count visits and see which pages are useful, and
            </li>
            <li>
              <strong>Google Ads conversion tracking</strong>, to learn whether our adverts lead to contact form
              enquiries.
            </li>
          </ul>
          <p>
            Both are provided by Google, which may process this data outside the EU under the safeguards of the EU-US
            Data Privacy Framework. If you click Decline or close the banner, neither is loaded.
          </p>
          <p>We also keep two things in your browser’s local storage, which never leave your device:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>your cookie choice, so we do not ask you again on every page, and</li>
            <li>your progress in the AI readiness assessment, so you can pick up where you left off.</li>
          </ul>
          <p>You can clear both at any time in your browser settings, and the banner will ask you again.</p>
        </PolicySection>

        <PolicySection title="Your rights">
          <p>Under the GDPR you have the right to:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>get a copy of the personal information we hold about you;</li>
            <li>have it corrected if it is wrong;</li>
            <li>have it deleted;</li>
            <li>restrict or object to how we use it;</li>
            <li>receive it in a portable format; and</li>
            <li>withdraw your consent to analytics at any time by clearing your cookie choice.</li>
          </ul>
          <p>To use any of these rights, email {mailLink}. We will reply within one month.</p>
          <p>
            If you are unhappy with how we handle your information, you can complain to the Data Protection
            Commission, Ireland’s data protection regulator, at{' '}
            <a href="https://www.dataprotection.ie" className={linkClass} rel="noopener noreferrer">
              www.dataprotection.ie
            </a>
            .
          </p>
        </PolicySection>
      </div>
    </article>
  );
}
