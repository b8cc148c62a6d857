import { strToU8, zipSync, type Zippable } from 'fflate';

export interface EpubChapter {
  title: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
}

export interface EpubBook {
  /** A UUID: the package's unique identifier. */
  id: string;
  title: string;
  author: string;
  language: string;
  description: string;
  /** dcterms:modified, e.g. '2026-01-15T09:00:00Z' (fixed, so a regeneration is byte-identical). */
  modified: string;
  coverSvg: string;
  chapters: EpubChapter[];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/** Readable in the reader's dark and light themes: the reader overrides colours, we set rhythm. */
const STYLESHEET = `body { font-family: Georgia, 'Times New Roman', serif; line-height: 1.6; margin: 0 4%; }
h1 { font-size: 1.6em; line-height: 1.25; margin: 1.5em 0 1em; text-align: center; }
p { margin: 0; text-indent: 1.5em; text-align: justify; hyphens: auto; }
h1 + p, p.first { text-indent: 0; }
h1 + p::first-letter { font-size: 2.6em; float: left; line-height: 0.9; margin: 0.05em 0.08em 0 0; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100vh; }
nav ol { list-style: none; padding: 0; }
nav li { margin: 0.4em 0; }
`;

/** The words a reader reads: every chapter's title and paragraphs (the cover and contents aside). */
export function bookWords(book: Pick<EpubBook, 'chapters'>): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return book.chapters.reduce(
    (sum, c) => sum + words(c.title) + c.paragraphs.reduce((n, p) => n + words(p), 0),
    0,
  );
}

export function chapterFile(index: number): string {
  return `chapter-${String(index + 1).padStart(2, '0')}.xhtml`;
}

function xhtml(title: string, language: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head>
  <meta charset="UTF-8"/>
  <title>${escapeXml(title)}</title>
  <link rel="stylesheet" type="text/css" href="styles.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

function packageOpf(book: EpubBook): string {
  const items = book.chapters
    .map((_, i) => `    <item id="ch${i + 1}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`)
    .join('\n');
  const spine = book.chapters.map((_, i) => `    <itemref idref="ch${i + 1}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:creator>${escapeXml(book.author)}</dc:creator>
    <dc:language>${book.language}</dc:language>
    <dc:description>${escapeXml(book.description)}</dc:description>
    <dc:publisher>Demo Editions</dc:publisher>
    <meta property="dcterms:modified">${book.modified}</meta>
    <meta name="cover" content="cover-image"/>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="styles.css" media-type="text/css"/>
    <item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>
    <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
${items}
  </manifest>
  <spine>
    <itemref idref="cover" linear="no"/>
${spine}
  </spine>
</package>
`;
}

function navDocument(book: EpubBook): string {
  const entries = book.chapters
    .map((c, i) => `      <li><a href="${chapterFile(i)}">${escapeXml(c.title)}</a></li>`)
    .join('\n');
  return xhtml(
    book.title,
    book.language,
    `  <nav epub:type="toc" id="toc">
    <h1>${escapeXml(book.title)}</h1>
    <ol>
${entries}
    </ol>
  </nav>`,
  );
}

function chapterDocument(book: EpubBook, chapter: EpubChapter): string {
  const paragraphs = chapter.paragraphs.map((p) => `  <p>${escapeXml(p)}</p>`).join('\n');
  return xhtml(
    chapter.title,
    book.language,
    `  <section epub:type="chapter">\n  <h1>${escapeXml(chapter.title)}</h1>\n${paragraphs}\n  </section>`,
  );
}

/**
 * An EPUB 3 container: `mimetype` first and stored (the OCF rule readers sniff for), then the
 * container, package, nav, stylesheet, cover and chapters, deflated.
 */
export function writeEpub(book: EpubBook): Uint8Array {
  // A fixed timestamp keeps the zip (and its sha256) identical across regenerations.
  const mtime = new Date(book.modified);
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'OEBPS/package.opf': strToU8(packageOpf(book)),
    'OEBPS/nav.xhtml': strToU8(navDocument(book)),
    'OEBPS/styles.css': strToU8(STYLESHEET),
    'OEBPS/cover.svg': strToU8(book.coverSvg),
    'OEBPS/cover.xhtml': strToU8(
      xhtml(
        book.title,
        book.language,
        `  <div class="cover"><img src="cover.svg" alt="${escapeXml(book.title)}"/></div>`,
      ),
    ),
  };
  book.chapters.forEach((chapter, i) => {
    files[`OEBPS/${chapterFile(i)}`] = strToU8(chapterDocument(book, chapter));
  });
  return zipSync(files, { level: 6, mtime });
}
