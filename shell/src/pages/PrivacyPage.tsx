import type { ReactNode } from 'react';
import { ContactMailLink } from '../features/site-config/ContactMailLink';
import { useContactEmail } from '../features/site-config/use-contact-email';
import { retention, describePeriod } from '../content/retention';
import { companyRegistration, site } from '../content/site';

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Purpose({ title, basis, children }: { title: string; basis: ReactNode; children: ReactNode }) {
  return (
    <>
      <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
      <p>{children}</p>
      <p>
        <strong>Lawful basis:</strong> {basis}
      </p>
    </>
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
        <p className="mt-4 text-muted-foreground">Last updated 25 November 2026</p>
        <p className="mt-6">
          {site.legalName} (“we”, “us”) runs this website and decides how the information you give it is used. We collect as little personal
          information as we can, use it only for the reasons below and never sell it. If you have any question about your data, email{' '}
          {mailLink}.
        </p>
        <p className="mt-4">{companyRegistration()}</p>

        <PolicySection title="What we collect, why, and on what basis">
          <Purpose
            title="Replying to your message"
            basis="your request. You ask us to get in touch, and replying is a step you asked for before any work together (GDPR Article 6(1)(b)); where a message is not about working with us, our legitimate interest in answering the people who write to us (Article 6(1)(f))."
          >
            When you send the contact form we receive your <strong>name</strong>, <strong>email address</strong>, your{' '}
            <strong>company</strong> (if you give it) and your <strong>message</strong>, and use them only to reply and to follow up on your
            enquiry.
          </Purpose>
          <Purpose title="Your AI readiness analysis" basis="providing the analysis you asked for (Article 6(1)(b)).">
            The assessment works out your score in your browser. If you ask for a detailed analysis, we receive your{' '}
            <strong>answers</strong>, your <strong>score</strong> and your <strong>email address</strong>, and use them to prepare and send
            that analysis to you.
          </Purpose>
          <Purpose
            title="The live demos"
            basis="our legitimate interest in running the demos you choose to try (Article 6(1)(f)). They are built for business questions, so please do not enter personal or confidential information."
          >
            What you type into a demo, any web address you suggest to the logistics demo and any document you upload to the document
            question-and-answer demo are sent to our servers to produce an answer. An uploaded document can be used only from the browser
            that uploaded it. When a language model is switched on for the demos, your question and the passages found for it (from our own
            guidance or from your document) are also sent to the model provider to word the answer.
          </Purpose>
          <Purpose
            title="Keeping the site working and fair"
            basis="our legitimate interest in protecting the site from abuse (Article 6(1)(f))."
          >
            To limit how often any one visitor can call the demos and the forms, we count requests and uploads by{' '}
            <strong>network (IP) address</strong>.
          </Purpose>
          <Purpose
            title="Analytics and advert measurement"
            basis="your consent, given on our cookie banner (Article 6(1)(a)). You can withdraw it at any time, and nothing is loaded without it."
          >
            If you accept, Google Analytics counts visits and Google Ads tells us whether an advert led to a contact form enquiry (see
            “Cookies and similar technologies” below).
          </Purpose>
        </PolicySection>

        <PolicySection title="How long we keep it">
          <ul className="list-disc space-y-2 pl-6">
            <li>Contact messages: {describePeriod(retention.contactMessages)} from when you send them, then deleted.</li>
            <li>Assessment results sent to us: {describePeriod(retention.assessmentResults)}, then deleted.</li>
            <li>
              Uploaded documents, their passages and the answers kept for them: {describePeriod(retention.uploadedDocuments)} after upload,
              or at once when you choose &lsquo;Delete my document&rsquo;.
            </li>
            <li>Questions typed into the safety talk, tax and logistics demos: not stored; they are used to answer and then dropped.</li>
            <li>Web pages the logistics demo read for you, with the address you gave: {describePeriod(retention.webPages)}.</li>
            <li>
              Request counts by network address: {describePeriod(retention.rateLimitCounters)}. Daily upload counts by network address:
              until the end of the following day.
            </li>
            <li>Messages our spam filter catches: {describePeriod(retention.spam)}.</li>
          </ul>
          <p>Deletion runs automatically. If you ask us to delete your information sooner, we will.</p>
        </PolicySection>

        <PolicySection title="Who processes it for us">
          <p>These providers act on our instructions under a data processing agreement:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              our <strong>hosting and database provider</strong>, which stores everything above on servers in the European Union;
            </li>
            <li>
              our <strong>e-mail provider</strong>, which delivers contact messages and assessment requests to our inbox and carries our
              replies;
            </li>
            <li>
              when the demos use a language model, the <strong>language model provider</strong> we choose, which receives demo questions and
              the passages found for them. It may process them outside the European Union; if so, we use one only with the safeguards the
              GDPR requires for such transfers (an adequacy decision or the European Commission’s standard contractual clauses);
            </li>
            <li>
              <strong>Google</strong>, for analytics and advert measurement, only if you accept them.
            </li>
          </ul>
          <p>
            Only our own team reads your messages and results. Email {mailLink} to learn which providers we use at the moment. We do not
            sell or share your information for anyone else’s marketing.
          </p>
        </PolicySection>

        <PolicySection title="Cookies and similar technologies">
          <p>
            Nothing that tracks you runs until you choose. If you click <strong>Accept</strong> on our cookie banner, we load:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Google Analytics 4</strong>, to count visits and see which pages are useful, and
            </li>
            <li>
              <strong>Google Ads conversion tracking</strong>, to learn whether our adverts lead to contact form enquiries.
            </li>
          </ul>
          <p>
            Both are provided by Google, which may process this data outside the EU under the safeguards of the EU-US Data Privacy
            Framework. If you click Decline or close the banner, neither is loaded.
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
            If you are unhappy with how we handle your information, you can complain to the Data Protection Commission, Ireland’s data
            protection regulator, at{' '}
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
