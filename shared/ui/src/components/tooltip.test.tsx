import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderTwoTooltips() {
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>First</TooltipTrigger>
          <TooltipContent>First hint</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger>Second</TooltipTrigger>
          <TooltipContent>Second hint</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
  }

  const hover = (name: string) => fireEvent.pointerMove(screen.getByRole('button', { name }), { pointerType: 'mouse' });
  // Radix keeps the tooltip open while the pointer heads for it, so leaving
  // means moving off the trigger and then away across the page.
  const leave = (name: string) => {
    fireEvent.pointerLeave(screen.getByRole('button', { name }), { pointerType: 'mouse', clientX: 0, clientY: 0 });
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('opens 700 ms after hover and skips the delay for a neighbour within 300 ms', () => {
    renderTwoTooltips();
    hover('First');
    wait(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('First hint');

    leave('First');
    wait(100);
    hover('Second');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second hint');
  });

  it('waits the full delay again after the 300 ms skip window', () => {
    renderTwoTooltips();
    hover('First');
    wait(700);
    leave('First');
    wait(301);
    hover('Second');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second hint');
  });

  it('opens on keyboard focus and closes on Escape', () => {
    renderTwoTooltips();
    act(() => screen.getByRole('button', { name: 'First' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('First hint');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
