/**
 * The part of epub.js 0.4 (untyped) the reader uses, imported from its ES module sources (see
 * epub.ts). 0.4 opens an archive with `Epub#open(url, 'epub')` and renders with
 * `new Rendition(book.manifest, options)`.
 */
declare module 'epubjs/src/index' {
  export interface EpubTocItem {
    href: string;
    title: string;
    children?: EpubTocItem[];
  }

  export interface EpubSpineItem {
    index: number;
    href: string;
    idref: string;
    linear: string;
  }

  export interface EpubLocationPoint {
    index: number;
    href: string;
    cfi: string;
    displayed: { page: number; total: number };
    location?: number;
    percentage?: number;
  }

  export interface EpubLocation {
    start: EpubLocationPoint;
    end: EpubLocationPoint;
    atStart?: boolean;
    atEnd?: boolean;
  }

  export interface EpubSpine {
    each(callback: (section: unknown) => void): void;
  }

  export interface EpubBook {
    manifest: { spine: EpubSpineItem[] } & Record<string, unknown>;
    spine: EpubSpineItem[];
    toc: EpubTocItem[];
    sections: EpubSpine;
    metadata: { identifier?: string; title?: string } & Record<string, unknown>;
  }

  export interface EpubArchive {
    open(url: string, what: 'epub'): Promise<EpubBook | undefined>;
    destroy(): void;
  }

  export interface EpubLocations {
    generate(spine: EpubSpine, chars: number): Promise<string[]>;
    load(locations: string[]): string[];
    toJSON(): string[];
    length(): number;
    percentageFromCfi(cfi: string): number | null;
    cfiFromPercentage(percentage: number): string | -1;
    destroy(): void;
  }

  export interface EpubContents {
    document: Document;
  }

  export interface EpubRendition {
    attachTo(element: Element): Promise<void>;
    display(target?: string | number): Promise<unknown>;
    next(): Promise<void>;
    /** Emits `relocated` for what is shown now (after a frame). */
    reportLocation(): Promise<void>;
    prev(): Promise<void>;
    resize(width?: number | string, height?: number | string): void;
    location?: EpubLocation;
    locations?: EpubLocations;
    /** epub.js's layout (internal, stable in 0.4): `divisor` is the columns a screen shows (2 in a spread). */
    _layout?: { divisor: number };
    themes: {
      fontSize(size: string): void;
      /** Inline style on each section's body, re-applied to every section shown later. */
      override(property: string, value: string): void;
    };
    on(event: 'relocated', listener: (location: EpubLocation) => void): void;
    on(event: 'displayError', listener: (error: unknown) => void): void;
    on(
      event: 'keydown' | 'keyup' | 'touchstart' | 'touchend' | 'click',
      listener: (event: Event, contents: EpubContents) => void,
    ): void;
    destroy(): void;
  }

  export interface EpubRenditionOptions {
    width: string | number;
    height: string | number;
    spread: 'none' | 'auto';
    minSpreadWidth?: number;
    flow?: 'paginated';
    manager: unknown;
    view: unknown;
  }

  interface EPubStatic {
    (options: { replacements?: 'blobUrl' | 'base64' }): Promise<EpubArchive>;
    VERSION: string;
    Rendition: new (manifest: EpubBook['manifest'], options: EpubRenditionOptions) => EpubRendition;
    ViewManagers: Record<'default' | 'continuous', unknown>;
    Views: Record<'iframe', unknown>;
  }

  const ePub: EPubStatic;
  export default ePub;
}

declare module 'epubjs/src/epub/locations' {
  import type { EpubLocations } from 'epubjs/src/index';
  const Locations: new () => EpubLocations;
  export default Locations;
}

declare module 'epubjs/src/utils/epubcfi' {
  /** Parses CFIs; `compare(a, b)` is 1 when a comes after b, -1 when before, 0 when equal. */
  export default class EpubCFI {
    compare(one: string, two: string): number;
  }
}
