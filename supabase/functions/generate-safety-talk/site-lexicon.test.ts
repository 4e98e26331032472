import { describe, expect, it } from 'vitest';
import { expandSiteTalk } from './site-lexicon.ts';

describe('expandSiteTalk', () => {
  it('names the kind of thing behind site slang', () => {
    expect(expandSiteTalk('the teleporter')).toContain('telehandler plant');
    expect(expandSiteTalk('Dumpers on the haul road')).toContain('dumper plant');
    expect(expandSiteTalk('JCB digger')).toContain('excavator plant');
    expect(expandSiteTalk('brickie on the scaffold')).toContain('bricklayer');
  });

  it('treats spaces and hyphens alike and matches whole words only', () => {
    expect(expandSiteTalk('ready mix lorry')).toContain('delivery vehicle');
    expect(expandSiteTalk('ready-mix lorry')).toContain('delivery vehicle');
    expect(expandSiteTalk('the diggers')).toContain('excavator');
    expect(expandSiteTalk('a snowdrop')).toBe('a snowdrop');
  });

  it('leaves ordinary text alone', () => {
    expect(expandSiteTalk('baking a cake')).toBe('baking a cake');
  });
});
