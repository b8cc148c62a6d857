/**
 * Brands in the operator console (brand.console.graphql): reads scoped to the brands the staff
 * member may edit, writes through BrandAdminService with the audit row of the staff member and
 * their address. Every field passes the guard (console/guard.ts).
 */
import { staffMay, type StaffPermission } from '@member-area/domain';
import type { StaffViewer } from '../../console/context';
import type {
  BrandInput,
  BrandPayload,
  ConsoleBrand,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, refuseRead, withAnyStaff, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { StaffContext } from '../../console/guard';
import type { BrandInputDraft, ConsoleBrandView } from './admin-model';
import type { BrandAdminOutcome, BrandActor } from './admin-service';

/** Who sees a brand in the console: whoever may edit its settings or its menu. */
const BRAND_READERS: readonly StaffPermission[] = ['brand.edit', 'menu.edit'];

function mayRead(staff: StaffViewer, brandId: string): boolean {
  return BRAND_READERS.some((permission) => staffMay(staff, permission, brandId));
}

function view(brand: ConsoleBrandView): ConsoleBrand {
  return {
    ...brand,
    hosts: [...brand.hosts],
    mediaTypes: [...brand.mediaTypes],
    tags: [...brand.tags],
    phones: [...brand.phones],
    languages: [...brand.languages],
    menu: brand.menu.map((item) => ({
      ...item,
      color: item.color ?? null,
      submenuType: item.submenuType ?? null,
    })),
    sweeps: { forAll: brand.sweeps.forAll, blockedCountries: [...brand.sweeps.blockedCountries] },
  };
}

function draftOf(input: BrandInput): BrandInputDraft {
  return {
    ...input,
    menu: input.menu.map((item) => ({
      label: item.label,
      path: item.path,
      icon: item.icon,
      color: item.color ?? null,
      submenuType: item.submenuType ?? null,
    })),
  };
}

function actorOf(staff: StaffViewer, ctx: StaffContext): BrandActor {
  return { staffId: staff.id, staffEmail: staff.email, ip: ctx.ip };
}

function payload(lang: string, outcome: BrandAdminOutcome): BrandPayload {
  if (!outcome.ok) {
    // The field and every problem of the form, so the console marks each field at once.
    const extra = { field: outcome.field ?? null, problems: outcome.problems ?? [] };
    return { responseResult: consoleFailure(lang, outcome.errorCode, extra), brand: null };
  }
  return { responseResult: consoleSucceeded({ changed: outcome.changed }), brand: view(outcome.brand) };
}

/** Whether the input changes nothing but the menu (what a content editor may save). */
function onlyMenuChanged(current: ConsoleBrandView, input: BrandInputDraft): boolean {
  const { id: _id, logoUrl: _logo, iconUrl: _icon, menu: _menu, ...rest } = current;
  const { menu: _inputMenu, ...inputRest } = input;
  return (Object.keys(rest) as (keyof typeof rest)[]).every(
    (key) => JSON.stringify(rest[key]) === JSON.stringify(inputRest[key]),
  );
}

const refusedPayload = refuseMutation<{ brand: null }>({ brand: null });

export const brandConsoleResolvers: Resolvers = {
  Query: {
    brands: withAnyStaff(async (staff, _args, ctx) => {
      const all = await ctx.services.brandAdmin.list(null);
      return all.filter((brand) => mayRead(staff, brand.id)).map(view);
    }, refuseList),
    brand: withAnyStaff(async (staff, { id }, ctx) => {
      if (!mayRead(staff, id)) return null;
      const brand = await ctx.services.brandAdmin.get(id);
      return brand ? view(brand) : null;
    }, refuseRead),
  },
  Mutation: {
    createBrand: withStaff(
      'brand.create',
      async (staff, { id, input }, ctx) =>
        payload(ctx.lang, await ctx.services.brandAdmin.create(id, draftOf(input), actorOf(staff, ctx))),
      { refused: refusedPayload },
    ),
    // brand.edit; a change of the menu alone needs only menu.edit (a content editor's), and a
    // change of the menu by a brand editor needs menu.edit too.
    updateBrand: async (parent, args, ctx, info) => {
      const input = draftOf(args.input);
      const current = await ctx.services.brandAdmin.get(args.id);
      const menuOnly = current !== null && onlyMenuChanged(current, input);
      const menuChanged = current !== null && JSON.stringify(current.menu) !== JSON.stringify(input.menu);
      const guarded = withStaff<BrandPayload, unknown, { id: string }>(
        menuOnly ? 'menu.edit' : 'brand.edit',
        async (staff, { id }, staffCtx) => {
          if (menuChanged && !staffMay(staff, 'menu.edit', id)) return refusedPayload(staffCtx, 'forbidden');
          return payload(
            staffCtx.lang,
            await staffCtx.services.brandAdmin.update(id, input, actorOf(staff, staffCtx)),
          );
        },
        { brandOf: ({ id }) => id, refused: refusedPayload },
      );
      return guarded(parent, args, ctx, info);
    },
  },
};
