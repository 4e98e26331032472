import { describe, expect, it } from 'vitest';
import { mergeFigures, readFigures } from './figures.ts';

describe('readFigures', () => {
  it.each([
    ['We run 40 trucks and 12 vans', { vehicles: { count: 40, noun: 'trucks' } }],
    ['a fleet of 25', { vehicles: { count: 25, noun: 'vehicles' } }],
    ['Should we buy 10 electric vans?', { vehicles: { count: 10, noun: 'vans' } }],
    ['18 lanes to the UK', { lanes: 18 }],
    ['about 1,200 drivers', { drivers: 1200 }],
    ['a budget of €250k', { budget: 250_000 }],
    ['€1.5m to spend', { budget: 1_500_000 }],
    ['300,000 euro budget', { budget: 300_000 }],
    // A claim or a price is not a budget.
    ['the customer wants the full €40,000 for the pallet', {}],
    ['12 diesel rigid trucks doing Dublin to Cork, about 400 km a day', { vehicles: { count: 12, noun: 'trucks' }, dailyKm: 400 }],
    ['our vans do 90 miles a day', { dailyKm: 145 }],
    ['daily mileage of about 250 km', { dailyKm: 250 }],
    ['We have 3 depots', { sites: 3 }],
    ['about 400 pallets a day', { volume: { count: 400, unit: 'pallets', per: 'day' } }],
    ['2,000 parcels a week', { volume: { count: 2000, unit: 'parcels', per: 'week' } }],
  ])('reads %s', (text, expected) => {
    expect(readFigures(text)).toEqual(expected);
  });

  it('does not take part of a decimal or a year as a count', () => {
    expect(readFigures('vans over 2.5 tonnes')).toEqual({});
    expect(readFigures('the 2030 targets for trucks')).toEqual({});
  });

  it('reads a number with a unit as the size of one vehicle, not a count', () => {
    expect(readFigures('I drive a 7 tonne truck with my own tools')).toEqual({});
    expect(readFigures('road tax on a 2,800 kg unladen van')).toEqual({});
    expect(readFigures('we pull 3 axle trailers')).toEqual({});
    expect(readFigures('we run 12 rigid trucks')).toEqual({ vehicles: { count: 12, noun: 'trucks' } });
  });
});

describe('mergeFigures', () => {
  it('prefers the newest text for each figure and keeps older ones it lacks', () => {
    expect(mergeFigures(['now 50 trucks', 'we had 40 trucks and 9 lanes'])).toEqual({ vehicles: { count: 50, noun: 'trucks' }, lanes: 9 });
  });
});
