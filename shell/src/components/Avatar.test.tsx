import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with alt text that names the person', () => {
    render(<Avatar name="Declan Moran" photo="/people/declan-moran.jpg" size="xl" />);
    const photo = screen.getByRole('img', { name: 'Declan Moran' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', '/people/declan-moran.jpg');
    expect(photo).toHaveAttribute('width', '256');
  });

  it('shows the initials, still named, when there is no photo', () => {
    render(<Avatar name="Ciarán Walsh" size="md" />);
    expect(screen.getByRole('img', { name: 'Ciarán Walsh' })).toHaveTextContent('CW');
  });

  it('falls back to the initials when the photo fails to load', () => {
    render(<Avatar name="Declan Moran" photo="/people/missing.jpg" size="lg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Declan Moran' }));
    const fallback = screen.getByRole('img', { name: 'Declan Moran' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('DM');
  });
});
