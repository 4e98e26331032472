import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-brand-800',
        accent: 'bg-accent-400 text-foreground hover:bg-accent-500',
        outline: 'border border-border bg-background hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-brand-100',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        /** Outlined in white, for dark brand bands. */
        inverse: 'border border-white bg-transparent text-white hover:bg-brand-800',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
      },
      // Each size sets its own text size and wrapping, so no size has to
      // override another's (cn only joins classes; see docs/decisions).
      size: {
        default: 'h-10 px-4 py-2 text-sm whitespace-nowrap',
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        lg: 'h-12 px-6 text-base whitespace-nowrap',
        /** A large button whose long label may wrap on a narrow screen. */
        'lg-wrap': 'min-h-12 max-w-full px-6 py-3 text-center text-base',
        icon: 'size-10 text-sm',
        /** No box of its own, for a link-styled action inside text. */
        inline: 'py-2 text-sm whitespace-nowrap',
      },
      shape: {
        rounded: 'rounded-md',
        pill: 'rounded-full',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'rounded' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, shape, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />;
}
