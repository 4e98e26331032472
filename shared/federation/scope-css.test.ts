import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css.js';

describe('scopeCss', () => {
  it('limits every rule, including variants inside media queries and layers, to the remote', () => {
    const css = '@layer utilities{.hidden{display:none}@media (width>=80rem){.xl\\:flex{display:flex}}.a:hover,.b{color:red}}';
    const scoped = scopeCss(css, 'assessment');
    expect(scoped).toContain('[data-remote="assessment"] .hidden{display:none}');
    expect(scoped).toContain('[data-remote="assessment"] .xl\\:flex{display:flex}');
    expect(scoped).toContain('[data-remote="assessment"] .a:hover,[data-remote="assessment"] .b{color:red}');
    expect(scoped).not.toMatch(/(^|[}{])\s*\.hidden/);
  });

  it('turns document selectors into the mount element and leaves keyframes alone', () => {
    const css = ':root,:host{--x:1}*,:before{--y:0}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}';
    const scoped = scopeCss(css, 'construction-demo');
    expect(scoped).toContain('[data-remote="construction-demo"],[data-remote="construction-demo"]{--x:1}');
    expect(scoped).toContain('[data-remote="construction-demo"] *,[data-remote="construction-demo"] :before{--y:0}');
    expect(scoped).toContain('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}');
  });

  it('leaves rules that deliberately start at the document alone, such as a print sheet', () => {
    const css = '@media print{body:has(.sheet) *{visibility:hidden}.sheet{visibility:visible}}';
    const scoped = scopeCss(css, 'construction-demo');
    expect(scoped).toContain('body:has(.sheet) *{visibility:hidden}');
    expect(scoped).toContain('[data-remote="construction-demo"] .sheet{visibility:visible}');
    expect(scopeCss('.bodywork{color:red}', 'x')).toContain('[data-remote="x"] .bodywork');
  });
});
