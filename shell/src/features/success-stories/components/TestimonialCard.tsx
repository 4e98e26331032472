import { Badge, Card, CardContent } from '@meitheal/ui';
import { ArrowRight, ExternalLink, Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/Avatar';
import type { Testimonial } from '../../../content/testimonials';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card tone="brand" className="flex h-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-5 pt-6">
        {testimonial.featured && (
          <Badge variant="accent" className="self-start">
            Featured story
          </Badge>
        )}
        <figure className="flex flex-1 flex-col gap-5">
          <blockquote className="flex-1 text-lg text-brand-900">
            <Quote aria-hidden="true" className="mb-2 size-6 text-brand-500" />
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className="flex items-center gap-4">
            <Avatar name={testimonial.customerName} photo={testimonial.image} size="lg" />
            <div>
              <p className="font-semibold text-brand-900">{testimonial.customerName}</p>
              <p className="text-sm text-muted-foreground">{testimonial.jobTitle}</p>
              <a
                href={testimonial.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {testimonial.company} <span className="sr-only">website (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </div>
          </figcaption>
        </figure>
        <Link
          to={testimonial.storyHref}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          Read full story
          <span className="sr-only">: {testimonial.company}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
