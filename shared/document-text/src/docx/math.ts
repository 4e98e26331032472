// Word keeps an equation (Office Math, <m:oMath>) outside the runs of text
// mammoth reads, and mammoth drops it: an assembly guide's 'Drill a 47mm
// diameter hole', its size typed as an equation, would read 'Drill a diameter
// hole'. Written as a plain run of its own text in its place, it reads as printed.
import JSZip from 'jszip';

// A display equation's paragraph (<m:oMathPara>) holds its equations; either is replaced whole.
const EQUATION = /<m:oMathPara\b[^>]*>[\s\S]*?<\/m:oMathPara>|<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g;
const EQUATION_TEXT = /<m:t\b[^>]*>([^<]*)<\/m:t>/g;

// A fraction with no fraction inside it, its numerator and denominator: '1 ½' is typed as 1 and a fraction of 1 over 2.
const INNERMOST_FRACTION = /<m:f\b[^>]*>((?:(?!<m:f\b)[\s\S])*?)<\/m:f>/;
const PART = (name: string) => new RegExp(`<m:${name}\\b[^>]*>([\\s\\S]*?)<\\/m:${name}>`);

function textOf(xml: string): string {
  return [...xml.matchAll(EQUATION_TEXT)].map((match) => match[1]).join('');
}

/** The equation's fractions as 'numerator/denominator' text ('1 1/2"', not '1 12"'), innermost first. */
function withFractionsAsText(equation: string): string {
  let xml = equation;
  for (let fraction = INNERMOST_FRACTION.exec(xml); fraction; fraction = INNERMOST_FRACTION.exec(xml)) {
    const inside = fraction[1] ?? '';
    const [numerator, denominator] = ['num', 'den'].map((part) => textOf(PART(part).exec(inside)?.[1] ?? ''));
    xml = `${xml.slice(0, fraction.index)}<m:t>${numerator}/${denominator}</m:t>${xml.slice(fraction.index + fraction[0].length)}`;
  }
  return xml;
}

/** A WordprocessingML body with each equation turned into a run of its text ('180mm x 140mm x 80mm'). */
export function equationsAsRuns(documentXml: string): string {
  return documentXml.replace(EQUATION, (equation) => {
    const text = textOf(withFractionsAsText(equation));
    return text ? `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>` : '';
  });
}

/** The .docx with its equations as text, for mammoth to read; the file itself when it has none. */
export async function docxWithEquationsAsText(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  const zip = await JSZip.loadAsync(bytes);
  const body = zip.file('word/document.xml');
  const xml = body ? await body.async('string') : '';
  if (!xml.includes('<m:oMath')) return bytes;
  zip.file('word/document.xml', equationsAsRuns(xml));
  return zip.generateAsync({ type: 'arraybuffer' });
}
