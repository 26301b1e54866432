import { createRequire } from 'node:module';
import type { ImpactStatement } from '@foodshare/contracts/impact-statement';
import PDFDocument from 'pdfkit';
import { isolate, visualPieces, wrap } from './pdf-text-layout';
import { fill, PDF_TEXT, type PdfText } from './statement-pdf-text';

/**
 * The statement as a PDF in English or Arabic (docs/product.md §13, docs/decisions/0023):
 * pdfkit with DejaVu Sans embedded (it has Latin and Arabic glyphs), Arabic shaped by fontkit,
 * lines put in visual order by the bidirectional algorithm, the page laid right to left in
 * Arabic. Figures are exact (kg to the gram) and formatted by Intl for en-AE or ar-AE.
 */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const MARGIN = 50;
const GREEN = '#15803d';
const GREY = '#6b7280';
const HARAKAT = /[\u064b-\u0652]/g;

type Doc = InstanceType<typeof PDFDocument>;

class Page {
  y = MARGIN;
  readonly width: number;
  constructor(
    readonly doc: Doc,
    readonly rtl: boolean,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  private ensure(height: number) {
    if (this.y + height <= this.doc.page.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** One line in visual order inside [x, x + width], aligned to the reading start or end. */
  line(text: string, x: number, width: number, align: 'start' | 'end' = 'start') {
    // Arabic is written without its optional vowel marks, which extractors split from the word.
    const pieces = visualPieces(this.rtl ? text.replace(HARAKAT, '') : text, this.rtl);
    const space = this.doc.widthOfString(' ');
    const widths = pieces.map((piece) => this.doc.widthOfString(piece.text));
    const total = widths.reduce((sum, each) => sum + each, 0);
    const right = (align === 'start') === this.rtl;
    let at = right ? x + width - total : x;
    pieces.forEach((piece, index) => {
      if (piece.text.trim()) this.doc.text(piece.text, at, this.y, { lineBreak: false });
      at += widths[index] ?? space;
    });
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; color?: string } = {}) {
    this.doc.font(options.bold ? 'bold' : 'body').fontSize(options.size ?? 9);
    this.doc.fillColor(options.color ?? 'black');
    const height = this.doc.currentLineHeight(true);
    for (const line of wrap(text, this.width, (each) => this.doc.widthOfString(each))) {
      this.ensure(height);
      this.line(line, MARGIN, this.width);
      this.y += height;
    }
    this.doc.fillColor('black');
  }

  heading(text: string) {
    this.y += 8;
    this.ensure(40);
    this.paragraph(text, { size: 12, bold: true, color: GREEN });
    this.y += 2;
  }

  /** A table: columns from the reading start; the first column's text at its start, the rest at their end. */
  table(columns: number[], rows: string[][], header?: string[]) {
    const body = [...(header ? [header] : []), ...rows];
    body.forEach((cells, rowIndex) => {
      this.doc.font(header && rowIndex === 0 ? 'bold' : 'body').fontSize(9);
      const height = this.doc.currentLineHeight(true) + 3;
      this.ensure(height);
      let offset = 0;
      cells.forEach((cell, index) => {
        const width = columns[index] ?? 80;
        const x = this.rtl ? MARGIN + this.width - offset - width : MARGIN + offset;
        this.line(cell, x, width - 6, index === 0 ? 'start' : 'end');
        offset += width;
      });
      this.y += height;
    });
  }

  /** Horizontal bars from the reading start, one per row, scaled to the largest. */
  bars(rows: { label: string; grams: number; value: string }[]) {
    const largest = Math.max(1, ...rows.map((row) => row.grams));
    const labelWidth = 170;
    const valueWidth = 70;
    const barWidth = this.width - labelWidth - valueWidth;
    this.doc.font('body').fontSize(8);
    for (const row of rows) {
      this.ensure(14);
      const length = (row.grams / largest) * barWidth;
      const start = this.rtl ? MARGIN + this.width - labelWidth : MARGIN + labelWidth;
      this.line(row.label, this.rtl ? MARGIN + this.width - labelWidth : MARGIN, labelWidth - 6);
      this.doc
        .rect(this.rtl ? start - length : start, this.y + 1, Math.max(length, 0.5), 8)
        .fill(row.label.length > 0 ? GREEN : GREY);
      this.doc.fillColor('black');
      this.line(row.value, this.rtl ? MARGIN : MARGIN + this.width - valueWidth, valueWidth, 'end');
      this.y += 13;
    }
  }
}

/** pdftotext and other extractors reverse a right-to-left run character by character: a ligature
 * glyph (lam-alef) standing for two characters is therefore mapped in visual order too. */
function mapLigaturesVisually(doc: Doc) {
  const font = (doc as unknown as { _font?: { unicode?: (number[] | undefined)[] } })._font;
  const unicode = font?.unicode;
  if (!unicode) return;
  unicode.forEach((codePoints, glyph) => {
    if (codePoints && codePoints.length > 1 && codePoints.every((cp) => cp >= 0x600 && cp <= 0x6ff))
      unicode[glyph] = [...codePoints].reverse();
  });
}

export async function statementPdf(statement: ImpactStatement, lang: 'en' | 'ar'): Promise<Buffer> {
  const text = PDF_TEXT[lang];
  const locale = lang === 'ar' ? 'ar-AE' : 'en-AE';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang,
    info: { Title: `${text.title} ${statement.id}`, Subject: statement.id },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const page = new Page(doc, lang === 'ar');
  write(page, statement, text, locale);
  for (const font of ['body', 'bold']) {
    doc.font(font);
    mapLigaturesVisually(doc);
  }
  doc.end();
  return done;
}

function write(page: Page, statement: ImpactStatement, text: PdfText, locale: string) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const kg = (grams: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
      grams / 1000,
    );
  const millionths = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 6, maximumFractionDigits: 6 }).format(
      value / 1_000_000,
    );
  const range = (low: number, high: number) => `${kg(low)} – ${kg(high)}`;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    }).format(new Date(iso));
  const { scope } = statement;

  page.paragraph(text.title, { size: 18, bold: true, color: GREEN });
  page.paragraph(text.subtitle, { size: 9, color: GREY });
  page.y += 6;
  page.paragraph(`${text.statementId}: ${isolate(statement.id)}`, { bold: true });
  const level = text.levels[scope.level];
  page.paragraph(
    `${text.scope}: ${level}${scope.label ? ` · ${scope.label}` : scope.level === 'business' ? ` · ${text.erased}` : ''}`,
  );
  page.paragraph(
    `${text.period}: ${scope.from && scope.to ? isolate(`${scope.from} – ${scope.to}`) : text.wholeLog}`,
  );
  page.paragraph(
    `${text.asOf}: ${date(statement.asOf)} · ${text.position} ${isolate(statement.asOfPosition)}`,
  );
  page.paragraph(
    `${text.methodology}: ${isolate(`${statement.methodology.id} · ${statement.methodology.title}`)}`,
  );
  page.paragraph(
    `${text.material} · ${text.boundary}: ${text.categories} ${scope.boundary.categories.length}, ${text.emirates} ${scope.boundary.emirates.length}`,
  );
  const assurance = statement.assurance;
  page.paragraph(
    `${text.assurance}: ${
      assurance.status === 'assured'
        ? fill(text.assured, { ...assurance, at: date(assurance.recordedAt) })
        : text.notAssured
    }`,
    { bold: true },
  );

  const red = statement.redistributed;
  page.heading(text.redistributedTitle);
  page.table(
    [200, 120, 175],
    [
      [text.total, kg(red.grams), range(red.lowGrams, red.highGrams)],
      [text.measured, kg(red.byBasis.measured), ''],
      [text.declared, kg(red.byBasis.declared), ''],
      [text.estimated, kg(red.byBasis.estimated), ''],
      [text.meals, number.format(red.meals), ''],
    ],
    [text.figure, text.kg, text.range],
  );

  const not = statement.notRedistributed;
  page.heading(text.notRedistributedTitle);
  page.bars([
    { label: text.destinations.redistributed_to_people, grams: red.grams, value: kg(red.grams) },
    ...not.byDestination.map((row) => ({
      label: text.destinations[row.destination],
      grams: row.weight.grams,
      value: kg(row.weight.grams),
    })),
  ]);
  page.y += 4;
  page.table(
    [200, 60, 100, 135],
    [
      ...not.byDestination.map((row) => [
        text.destinations[row.destination],
        number.format(row.items),
        kg(row.weight.grams),
        range(row.weight.lowGrams, row.weight.highGrams),
      ]),
      [text.total, '', kg(not.grams), range(not.lowGrams, not.highGrams)],
    ],
    [text.figure, text.items, text.kg, text.range],
  );

  page.heading(text.causesTitle);
  page.table(
    [200, 60, 100],
    statement.causes.map((row) => [
      text.causes[row.cause],
      number.format(row.items),
      kg(row.grams),
    ]),
    [text.figure, text.items, text.kg],
  );

  const claims = statement.claims;
  page.heading(text.claimsTitle);
  page.paragraph(text.claimLabel || claims.label, { color: GREY });
  page.table(
    [300, 195],
    [
      [text.co2e, millionths(claims.co2eMilligrams)],
      [
        text.water,
        claims.waterMicrolitres === null ? text.noWater : millionths(claims.waterMicrolitres),
      ],
    ],
  );
  page.paragraph(
    `${text.methodology} ${claims.methodologyVersion} · ${text.sources}: ${claims.sources.map((source) => `${source.author.split(',')[0]} (${source.year})`).join('; ')}`,
    { color: GREY, size: 8 },
  );

  const esrs = statement.esrsE5;
  page.heading(text.esrsTitle);
  page.table(
    [300, 195],
    [
      [text.diverted, esrs.divertedTonnes],
      ...esrs.divertedRows.map((row) => [
        `  ${text.destinations[row.key as keyof PdfText['destinations']]}`,
        row.tonnes,
      ]),
      [text.disposal, esrs.disposalTonnes],
      ...esrs.disposalRows.map((row) => [
        `  ${text.destinations[row.key as keyof PdfText['destinations']]}`,
        row.tonnes,
      ]),
      [text.unclassified, esrs.unclassifiedTonnes],
    ],
  );

  page.heading(text.uncertaintyTitle);
  page.paragraph(text.bands);
  page.heading(text.methodsTitle);
  for (const method of text.methods.length > 0 ? text.methods : statement.methods)
    page.paragraph(`• ${method}`);

  page.heading(text.restatementsTitle);
  if (statement.restatements.length === 0) page.paragraph(text.noRestatements);
  for (const restatement of statement.restatements)
    for (const change of restatement.changes)
      page.paragraph(
        fill(text.restated, {
          id: restatement.statementId,
          at: date(restatement.firstAsOf),
          figure: change.figure,
          before: number.format(change.firstReported),
          now: number.format(change.now),
          events: restatement.events
            .map((event) => `${event.type} ${event.id.slice(0, 8)}`)
            .join(', '),
        }),
        { size: 8 },
      );

  page.heading(text.verifyTitle);
  page.paragraph(fill(text.verifyText, { id: statement.id }), { size: 8 });
  page.paragraph(statement.id, { bold: true });
}
