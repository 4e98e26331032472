#!/usr/bin/env python3
"""Check every expect item of a visitor set (visitor-cases-<n>.json) against its documents' text, as its writer
does before scoring: `python3 check-expect.py 37`. One script for every set from the thirty-second on (each set
had carried its own copy, differing only in the cases path).

Blocks: .docx -> each w:p paragraph of word/document.xml (checked three times: <w:br/> and <w:tab/> read as
nothing, as a space, and as a newline-split; an item must match in every reading); .md -> the raw file split
on blank lines; .pdf -> `pdftotext -layout` output split into lines.
An item must be 2 to 8 whitespace-separated words and must occur with word boundaries
((?<!\\w)...(?!\\w)) inside one block. For figureFirst cases the first item must contain a digit.
No item may contain a square bracket (a template's placeholders are written \\[name\\]) or a ligature character
(U+FB00 to U+FB06).
Exit code 0 when all items pass."""
import json, re, subprocess, sys, zipfile, os
from xml.etree import ElementTree as ET

EVALUATION = os.path.dirname(os.path.abspath(__file__))
if len(sys.argv) != 2 or not sys.argv[1].isdigit():
    raise SystemExit('usage: check-expect.py <set number>  (e.g. 37 for visitor-cases-37.json on visitor-documents-37/)')
CASES = os.path.join(EVALUATION, f'visitor-cases-{sys.argv[1]}.json')
HERE = os.path.join(EVALUATION, f'visitor-documents-{sys.argv[1]}')
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
