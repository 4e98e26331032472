import { launchContent } from './placeholders';

export interface Testimonial {
  customerName: string;
  jobTitle: string;
  company: string;
  quote: string;
  /** Portrait; the customer's initials are shown without one. */
  image?: string;
  /** The customer's own website. */
  link: string;
  /** Full story on our site. */
  storyHref: string;
  featured: boolean;
}

const { testimonial } = launchContent;

/** The featured testimonial: IMS Connect is the customer whose story the site tells; the person, quote and link are placeholders. */
export const testimonials: Testimonial[] = [
  {
    customerName: testimonial.customerName.value,
    jobTitle: testimonial.jobTitle.value,
    company: 'IMS Connect',
    quote: testimonial.quote.value,
    link: testimonial.link.value,
    storyHref: '/success-stories/ims-connect',
    featured: true,
  },
];
