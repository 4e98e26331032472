#!/usr/bin/env python3
"""Check every expect item of visitor-cases-37.json against its document's text.

Blocks: .docx -> each w:p paragraph of word/document.xml (checked three times: <w:br/> and <w:tab/> read as
nothing, as a space, and as a newline-split; an item must match in every reading); .md -> the raw file split
on blank lines; .pdf -> `pdftotext -layout` output split into lines.
An item must be 2 to 8 whitespace-separated words and must occur with word boundaries
((?<!\\w)...(?!\\w)) inside one block. For figureFirst cases the first item must contain a digit.
Added for docs35 (kept for docs36 and docs37): no item may contain a square bracket (the template placeholders of open-data-policy.md are
written \\[name\\]) or a ligature character (U+FB00 to U+FB06).
Exit code 0 when all items pass."""
import json, re, subprocess, sys, zipfile, os
from xml.etree import ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, '..', 'visitor-cases-37.json')
W = '{http://schemas.openxmlformats.org/wordprocessingml/2006/main}'

def docx_blocks(path, brk):
    root = ET.fromstring(zipfile.ZipFile(path).read('word/document.xml'))
    out = []
    for p in root.iter(W + 'p'):
        parts = []
        for el in p.iter():
            if el.tag == W + 't':
                parts.append(el.text or '')
            elif el.tag in (W + 'br', W + 'tab', W + 'cr'):
                parts.append(brk)
        text = ''.join(parts)
        out.extend(text.split('\n') if brk == '\n' else [text])
    return out

def blocks(name):
    path = os.path.join(HERE, name)
    if name.endswith('.docx'):
        return [docx_blocks(path, b) for b in ('', ' ', '\n')]
    if name.endswith('.md'):
        return [re.split(r'\n\s*\n', open(path, encoding='utf-8').read())]
    if name.endswith('.pdf'):
        txt = subprocess.run(['pdftotext', '-layout', path, '-'], capture_output=True, text=True, check=True).stdout
        return [txt.split('\n')]
    raise SystemExit('unknown kind ' + name)

def main():
    cases = json.load(open(CASES, encoding='utf-8'))['cases']
    cache, fails, items = {}, 0, 0
    for i, c in enumerate(cases, 1):
        doc = c['document']
        if doc not in cache:
            cache[doc] = blocks(doc)
        if c.get('figureFirst'):
            first = c['expect'][0]
            first = first if isinstance(first, list) else [first]
            if not any(re.search(r'\d', a) for a in first):
                print(f'FAIL case {i}: figureFirst but first item has no digit'); fails += 1
        for item in c['expect']:
            items += 1
            alts = item if isinstance(item, list) else [item]
            ok_any = False
            for a in alts:
                if re.search(r'[\[\]\ufb00-\ufb06]', a):
                    print(f'FAIL case {i}: {a!r} has a bracket or ligature'); continue
                n = len(a.split())
                if not 2 <= n <= 8:
                    print(f'FAIL case {i}: {a!r} has {n} words'); continue
                pat = re.compile(r'(?<!\w)' + re.escape(a) + r'(?!\w)')
                if all(any(pat.search(b) for b in reading) for reading in cache[doc]):
                    ok_any = True
            if not ok_any:
                print(f'FAIL case {i} ({doc}): {alts!r} not found in one block'); fails += 1
    print(f'{len(cases)} cases, {items} items, {fails} failures')
    sys.exit(1 if fails else 0)

main()
