import { describe, expect, it } from 'vitest';
import { readSenses } from './senses.ts';

describe('phrase senses', () => {
  it('reads a phrase that means something other than its words in its sense', () => {
    expect(readSenses('Pouring the core walls today')).toBe('Pouring the concrete wall today');
    expect(readSenses('Sparks doing second fix')).toBe('electricians doing second fix');
    expect(readSenses('fixing the skirting in the utility room')).toBe('fixing the skirting in the ');
    expect(readSenses('hanging the fire doors and testing the fire alarm')).toBe('hanging the door and testing the alarm');
    expect(readSenses('refuelling the dumper from the diesel tank')).toBe('refuelling the dumper from the diesel bowser');
  });

  it('reads a tank being built as a structure, carrying the word a wildcard matched', () => {
    expect(readSenses('wall shutters for the new reservoir tank')).toBe('wall shutters for the new reservoir concrete structure');
    expect(readSenses('tank walls going up')).toBe('concrete wall going up');
    expect(readSenses('going into the old water tank to clean it')).toBe('going into the old water tank to clean it');
  });

  it("reads a pump truck as a concrete pump, and what a shed is for as nothing, keeping a shed's roof being worked on", () => {
    expect(readSenses('Pouring the slab for a farm shed with a pump truck')).toBe('Pouring the slab  with a concrete pump');
    expect(readSenses('Re-roofing an old farm shed')).toBe('Re-roofing an old farm shed');
  });

  it('keeps the literal sense where a longer phrase says it', () => {
    expect(readSenses('a lot of sparks flying')).toBe('a lot of sparks flying');
    expect(readSenses('sparks from the grinder')).toBe('sparks from the grinder');
  });

  it('reads a phrase naming the next trade as nothing, whichever trade it names', () => {
    expect(readSenses('grinding the walls before the plasterers come in')).toBe('grinding the walls ');
    expect(readSenses('boarding out before the painters start')).toBe('boarding out ');
  });

  it('reads a question about a fire breaking out as the fire plan, stacked materials as stacked, and bare backs as sun', () => {
    expect(readSenses('what happens if there is a fire')).toBe(
      'what happens if a fire breaks out: the fire alarm, evacuation, escape routes and assembly point',
    );
    expect(readSenses('pallets piled up by the gate')).toBe('pallets stacked up by the gate');
    expect(readSenses('the lads have their tops off')).toBe('the lads bare skin in the sun');
  });

  it('reads a temperature in degrees as the weather it names, and degrees of an angle or money as said', () => {
    expect(readSenses('meant to hit 28 degrees today')).toBe('meant to hit hot weather, heat today');
    expect(readSenses('highs of 30°C')).toBe('highs of hot weather, heat');
    expect(readSenses('minus 3 degrees overnight')).toBe('freezing cold overnight');
    expect(readSenses('it was 12 degrees')).toBe('it was 12 degrees');
    expect(readSenses('a 35 degree pitch')).toBe('a 35 degree pitch');
    expect(readSenses('costs 50c a bag')).toBe('costs 50c a bag');
  });

  it('reads last night as when something happened, not night work', () => {
    expect(readSenses("after last night's storm")).toBe('after  storm');
  });

  it('reads the second, third or top lift as a scaffold lift, and A&E as the hospital emergency department', () => {
    expect(readSenses('moving up to the third lift')).toBe('moving up to the scaffold lift');
    expect(readSenses('loading out on the top lift')).toBe('loading out on the scaffold lift');
    expect(readSenses('drove him to A&E')).toBe('drove him to hospital emergency department');
  });

  it('reads a span of clock times as long hours or night work, and other spans and counts as said', () => {
    expect(readSenses('lads doing 7am to 9pm and back in at 6')).toBe('lads doing long hours and back in at 6');
    expect(readSenses('shifts of 07:00-19:30')).toBe('shifts of long hours');
    expect(readSenses('going on nights, 10pm to 6am')).toBe('going on nights, night work');
    expect(readSenses('from 8am till 6pm')).toBe('from 8am till 6pm');
    expect(readSenses('7 to 9pm')).toBe('7 to 9pm');
    expect(readSenses('2 to 3 lads on it')).toBe('2 to 3 lads on it');
  });

  it('reads a summer month said as a deadline as nothing, and keeps one said of the work', () => {
    expect(readSenses('roof finished by July')).toBe('roof finished ');
    expect(readSenses('out before the end of August')).toBe('out before the ');
    expect(readSenses('laying tarmac in July')).toBe('laying tarmac in July');
  });

  it('matches whole words in order only', () => {
    expect(readSenses('one lad has to core the wall')).toBe('one lad has to core the wall');
    expect(readSenses('the hardcore wall footing')).toBe('the hardcore wall footing');
  });

  it('reads ringing ears as noise, a few trips as journeys and a building with no lift as carrying by hand', () => {
    expect(readSenses('his ears are ringing after the shift')).toBe('his ringing ears from noise after the shift');
    expect(readSenses('a ringing in the ears')).toBe('a ringing ears from noise');
    expect(readSenses("it's only a few trips up and down")).toBe("it's only a few journeys up and down");
    expect(readSenses('slips, trips and falls')).toBe('slips, trips and falls');
    expect(readSenses('top floor flat, no lift')).toBe('top floor flat, carrying by hand up the stairs');
  });
});
