import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';

/**
 * `node --import tsx scripts/outline-logo.ts`: writes apps/web/public/images/logo.svg and
 * logo-light.svg from their sources in scripts/logo/, with every <text> outlined to paths in EB
 * Garamond (docs/decisions/123-texts-sharing-and-french-spacing.md). The logo is shown through
 * <img>, where an SVG cannot load a web font: its text fell back to Georgia or Times and was
 * stretched to its textLength. Outlines look the same everywhere. Run it again after changing a
 * source; the result is committed.
 */
const root = resolve(import.meta.dirname, '..');
const fontFile = (weight: number) =>
  join(root, `node_modules/@fontsource/eb-garamond/files/eb-garamond-latin-${weight}-normal.woff`);
const fonts = new Map<number, Font>();
function font(weight: number): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const bytes = readFileSync(fontFile(weight));
    loaded = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    fonts.set(weight, loaded);
  }
  return loaded;
}

/** One run of text of a <text> element: its characters and their fill. */
interface Run {
  text: string;
  fill: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The runs of a <text> element's content: plain text and <tspan fill> children. */
function runsOf(content: string, fill: string): Run[] {
  const runs: Run[] = [];
  for (const match of content.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>|([^<]+)/g)) {
    if (match[3] !== undefined) runs.push({ text: match[3], fill });
    else runs.push({ text: match[2] ?? '', fill: attribute(match[1] ?? '', 'fill') ?? fill });
  }
  return runs;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** SVG path data of glyph commands, to 0.1 px (opentype.js's own glues "-0" to its neighbour). */
function pathData(commands: PathCommand[]): string {
  const n = (value: number) => String(Math.round(value * 10) / 10 || 0);
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      const points =
        c.type === 'C'
          ? [c.x1, c.y1, c.x2, c.y2, c.x, c.y]
          : c.type === 'Q'
            ? [c.x1, c.y1, c.x, c.y]
            : [c.x, c.y];
      return `${c.type}${points.map((v) => n(v ?? 0)).join(' ')}`;
    })
    .join('');
}

/**
 * The paths of one <text> element, laid out as the browser would with the font loaded: advance
 * widths, kerning and letter-spacing, anchored at x (start or middle). The design was drawn to the
 * element's textLength: the line is scaled to it evenly (both ways, so no letter is stretched).
 * Each glyph is drawn once in `defs` and placed with <use>.
 */
function outline(tag: string, content: string, defs: Map<string, string>): string {
  const x = Number(attribute(tag, 'x'));
  const y = Number(attribute(tag, 'y'));
  const size = Number(attribute(tag, 'font-size'));
  const spacing = Number(attribute(tag, 'letter-spacing') ?? 0);
  const textLength = Number(attribute(tag, 'textLength') ?? 0);
  const weight = Number(attribute(tag, 'font-weight') ?? 400);
  const face = font(weight);
  const scale = size / face.unitsPerEm;
  const placed: string[] = [];
  let pen = 0;
  let previous: Glyph | undefined;
  const runs = runsOf(content, attribute(tag, 'fill') ?? '#000');
  const chars = runs.flatMap((run) => [...run.text].map((char) => ({ char, fill: run.fill })));
  chars.forEach(({ char, fill }, i) => {
    const glyph = face.charToGlyph(char);
    if (previous) pen += face.getKerningValue(previous, glyph) * scale;
    const d = pathData(glyph.getPath(0, 0, size).commands);
    if (d) {
      const id = `g${weight}-${size}-${char.codePointAt(0)}`.replace('.', '_');
      defs.set(id, `<path id="${id}" d="${d}"/>`);
      placed.push(`<use href="#${id}" x="${round(pen)}" fill="${fill}"/>`);
    }
    pen += (glyph.advanceWidth ?? 0) * scale + (i < chars.length - 1 ? spacing : 0);
    previous = glyph;
  });
  const fit = textLength > 0 ? textLength / pen : 1;
  const left = attribute(tag, 'text-anchor') === 'middle' ? x - (pen * fit) / 2 : x;
  const transform = `translate(${round(left)} ${round(y)}) scale(${round(fit * 1000) / 1000})`;
  return `<g transform="${transform}">${placed.join('')}</g>`;
}

for (const name of ['logo', 'logo-light']) {
  const source = readFileSync(join(root, `scripts/logo/${name}.source.svg`), 'utf8');
  const defs = new Map<string, string>();
  const outlined = source
    .replace(/<text([^>]*)>([\s\S]*?)<\/text>/g, (_, tag: string, content: string) =>
      outline(tag, content, defs),
    )
    .replace('<defs></defs>', `<defs>${[...defs.values()].join('')}</defs>`);
  const target = join(root, `apps/web/public/images/${name}.svg`);
  writeFileSync(target, outlined);
  console.log(target);
}
