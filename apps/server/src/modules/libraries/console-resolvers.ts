/**
 * The console's libraries desk (catalogue.edit on the brand; docs/libraries.md, docs/console.md).
 * The desk's nested fields read the brand the guarded `libraries` root answered, so nothing below it
 * reaches another brand's library.
 */
import { etaSeconds } from '@member-area/domain';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleLibrary,
  ConsoleLibraryScan,
  LibraryPayload,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { LibraryModel, ScanModel } from './model';
import type { LibraryActor, LibraryRefusal } from './service';

function scanView(s: ScanModel, now: Date): ConsoleLibraryScan {
  const eta =
    s.state === 'running' && s.startedAt
      ? etaSeconds({
          done: s.filesDone,
          total: s.filesTotal,
          startedAt: new Date(s.startedAt),
          now,
        })
      : null;
  return { ...s, id: String(s.id), etaSeconds: eta };
}

const libraryView = (l: LibraryModel): ConsoleLibrary => ({
  id: String(l.id),
  brandId: l.brandId,
  mediaType: l.mediaType,
  name: l.name,
  dir: l.dir,
  createdAt: l.createdAt,
  // Read by their own field resolvers, only when a query asks for them (the library's page does).
  lastScan: null,
  scans: [],
  packaging: { due: 0, packaged: 0, failed: 0 },
  failures: [],
  packagingFailures: [],
});

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): LibraryActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

function refusal(
  lang: string,
  code: LibraryRefusal | 'invalid_characters',
  extra: { fields: string[] } | null = null,
): Omit<LibraryPayload, 'library'> & { library: null } {
  return {
    // A refused character is the usual `invalid_characters` with its fields, as every form answers it.
    responseResult:
      code === 'invalid_characters'
        ? consoleFailure(lang, code, extra)
        : consoleFailure(lang, 'invalid_input', { reason: code }),
    library: null,
    scan: null,
  };
}

const parseId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

export const libraryConsoleResolvers: Resolvers = {
  Query: {
    libraries: withStaff(
      'catalogue.edit',
      async (_staff, { brandId }, ctx) => ({
        brandId,
        list: [],
        library: null,
        roots: [...ctx.services.libraries.roots],
      }),
      {
        brandOf: ({ brandId }) => brandId,
        refused: refuseRead,
      },
    ),
  },
  ConsoleBrandLibraries: {
    list: async (desk, _args, ctx) =>
      (await ctx.services.libraries.libraries([desk.brandId ?? ''])).map(libraryView),
    library: async (desk, { id }, ctx) => {
      const libraryId = parseId(id);
      const library = libraryId == null ? null : await ctx.services.libraries.library(libraryId);
      return library && library.brandId === desk.brandId ? libraryView(library) : null;
    },
  },
  ConsoleLibrary: {
    lastScan: async (library, _args, ctx) => {
      const id = (await ctx.services.libraries.library(Number(library.id)))?.lastScanId;
      const scan = id == null ? null : await ctx.services.libraries.scan(id);
      return scan ? scanView(scan, ctx.services.clock()) : null;
    },
    scans: async (library, { first }, ctx) =>
      (await ctx.services.libraries.scans(Number(library.id), Math.max(1, Math.min(50, first ?? 10)))).map(
        (s) => scanView(s, ctx.services.clock()),
      ),
    packaging: (library, _args, ctx) => ctx.services.libraries.packaging(Number(library.id)),
    failures: (library, _args, ctx) => ctx.services.libraries.failedFiles(Number(library.id)),
    packagingFailures: (library, _args, ctx) => ctx.services.libraries.packagingFailures(Number(library.id)),
  },
  Mutation: {
    addLibrary: withStaff(
      'catalogue.edit',
      async (staff, { input }, ctx) => {
        const services = ctx.services;
        const added = await services.libraries.addLibrary(
          actorOf(staff, ctx),
          input,
          services.libraries.roots,
        );
        if (!added.ok) return refusal(ctx.lang, added.errorCode, 'extra' in added ? added.extra : null);
        const scan = await services.libraries.requestScan(
          actorOf(staff, ctx),
          input.brandId,
          added.library.id,
        );
        if (!scan.ok) return refusal(ctx.lang, scan.errorCode);
        return {
          responseResult: consoleSucceeded(),
          library: libraryView(added.library),
          scan: scanView(scan.scan, services.clock()),
        };
      },
      { brandOf: ({ input }) => input.brandId, refused: refuseMutation({ library: null, scan: null }) },
    ),
    scanLibrary: withStaff(
      'catalogue.edit',
      async (staff, { brandId, libraryId }, ctx) => {
        const id = parseId(libraryId);
        if (id == null) return refusal(ctx.lang, 'library_not_found');
        const scan = await ctx.services.libraries.requestScan(actorOf(staff, ctx), brandId, id);
        if (!scan.ok) return refusal(ctx.lang, scan.errorCode);
        const library = await ctx.services.libraries.library(id);
        return {
          responseResult: consoleSucceeded(),
          library: library ? libraryView(library) : null,
          scan: scanView(scan.scan, ctx.services.clock()),
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ library: null, scan: null }) },
    ),
  },
};
