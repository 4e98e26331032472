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

export const testimonials: Testimonial[] = [
  {
    customerName: 'Aoife Brennan',
    jobTitle: 'Managing Director',
    company: 'IMS Connect',
    quote:
      'Meitheal AI gave us a clear, practical AI strategy in three months. We now know exactly where AI will make us money, what it will cost and who owns each step, and the whole team is behind it.',
    link: 'https://www.imsconnect.ie',
    storyHref: '/success-stories/ims-connect',
    featured: true,
  },
];
