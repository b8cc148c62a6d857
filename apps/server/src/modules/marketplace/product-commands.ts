/**
 * The shop editor's operator commands (issue 33 scope 6: every console write is also a command):
 * `create-product`, `update-product` (any field of the console's form, from a JSON file),
 * `set-stock` and `create-category`, checked by the same rules as the console (ProductAdminService
 * runs packages/domain's checkProductDraft / checkCategoryDraft) and recorded in the audit log with
 * no staff member and the address `cli`. Pictures are uploaded from the console only.
 */
import type { ProductDraft, VariantDraft } from '@member-area/domain';
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { brandIdFlag } from '../brand';
import type { AdminProduct, ProductAdminService, ShopActor } from './product-admin-service';

const CLI_ACTOR: ShopActor = { staffId: null, staffEmail: null, ip: 'cli' };

const wholeNumber = (example: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `a whole number like ${example}`)
    .transform(Number);

const CreateProduct = z
  .object({
    brand: brandIdFlag('playmax'),
    category: wholeNumber('3 (a category id of the brand)'),
    name: z.string(),
    description: z.string().optional(),
    price: wholeNumber('2499 (minor units: 24.99 in USD)'),
    stock: wholeNumber('10').optional(),
    variants: z
      .string()
      .regex(
        /^[^:,]+:[^:,]+:\d{1,9}(:\d{1,9})?(,[^:,]+:[^:,]+:\d{1,9}(:\d{1,9})?)*$/u,
        'OPTION:NAME:STOCK[:PRICE],… like Size:M:10,Size:XL:4:2999 (a price in minor units, else the product’s)',
      )
      .optional(),
    'off-sale': z.literal(true).optional(),
    'welcome-gift': z.literal(true).optional(),
  })
  .strict();

const UpdateProduct = z
  .object({
    brand: brandIdFlag('playmax'),
    product: wholeNumber('12'),
    settings: z.string().trim().min(1, 'a JSON file of the console form’s fields'),
  })
  .strict();

const SetStock = z
  .object({
    brand: brandIdFlag('playmax'),
    product: wholeNumber('12'),
    stock: wholeNumber('10').optional(),
    variant: wholeNumber('40 (a variant id of the product)').optional(),
  })
  .strict();

const CreateCategory = z
  .object({
    brand: brandIdFlag('playmax'),
    name: z.string(),
    description: z.string().optional(),
  })
  .strict();

function service(ctx: OpsContext): ProductAdminService | null {
  return ctx.productAdmin ?? null;
}
const UNAVAILABLE: OpsOutcome = { ok: false, problem: 'the shop is not available to this command runner' };

function refusal(change: { errorCode: string; field: string | null }): OpsOutcome {
  const where = change.field ? ` (${change.field})` : '';
  return {
    ok: false,
    problem: `refused${where}: ${change.errorCode}: ${errorMessage('en-us', change.errorCode as never)}; nothing changed`,
  };
}

/** `Size:M:10,Size:XL:4:2999` → the variants (a fourth part is the variant's own price). */
function variantsOfFlag(text: string | undefined): VariantDraft[] {
  return (text ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      const [option = '', name = '', stock = '0', price] = part.split(':');
      return {
        id: null,
        option,
        name,
        names: [],
        stock: Number(stock),
        priceMinor: price ? Number(price) : null,
      };
    });
}

function describeProduct(p: AdminProduct): string {
  const name = p.texts[0]?.name ?? '';
  const variants = p.variants
    .map(
      (v) =>
        `${v.option} ${v.name} #${v.id}: ${v.stock}${v.priceMinor === null ? '' : ` at ${v.priceMinor}`}`,
    )
    .join(', ');
  return (
    `product #${p.id} "${name}" on ${p.brandId}: ${p.priceMinor} ${p.currency} (minor units), ` +
    `category #${p.categoryId}, stock ${p.stock}${variants ? ` (${variants})` : ''}, ` +
    `${p.onSale ? 'on sale' : 'off sale'}${p.welcomeGift ? ', the welcome gift' : ''}; Champions pay ` +
    p.championPrices.map((c) => `${c.priceMinor} at -${c.discountPercent}%`).join(', ')
  );
}

/** What the console's product form sends: the fields `--settings` may name. */
function draftOf(p: AdminProduct): ProductDraft {
  return {
    texts: p.texts,
    categoryId: p.categoryId,
    priceMinor: p.priceMinor,
    stock: p.variants.length > 0 ? 0 : p.stock,
    variants: p.variants,
    onSale: p.onSale,
    welcomeGift: p.welcomeGift,
  };
}

async function createProduct(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateProduct, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  if (!admin) return UNAVAILABLE;
  const settings = await admin.settings(f.brand);
  if (!settings) return { ok: false, problem: `no brand ${f.brand}` };
  const change = await admin.createProduct(CLI_ACTOR, f.brand, {
    // In the brand's default language: a command writes one language, the console all 8.
    texts: [{ lang: settings.defaultLanguage, name: f.name, description: f.description ?? '' }],
    categoryId: f.category,
    priceMinor: f.price,
    stock: f.stock ?? 0,
    variants: variantsOfFlag(f.variants),
    onSale: f['off-sale'] !== true,
    welcomeGift: f['welcome-gift'] === true,
  });
  if (!change.ok) return refusal(change);
  ctx.out(`created ${describeProduct(change.product)}`);
  return { ok: true };
}

async function updateProduct(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateProduct, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  if (!admin) return UNAVAILABLE;
  const before = await admin.getProduct(f.brand, f.product);
  if (!before) return { ok: false, problem: `no product ${f.product} on ${f.brand}` };
  const stored = draftOf(before);
  const file = await readSettingsFile(f.settings, [...Object.keys(stored), 'images']);
  if (!file.ok) return file;
  const settings = file.settings as Partial<ProductDraft & { images: string[] }>;
  const change = await admin.updateProduct(CLI_ACTOR, f.brand, f.product, {
    ...stored,
    ...settings,
    ...(settings.variants ? { variants: settings.variants.map((v) => withStoredVariant(v, before)) } : {}),
  });
  if (!change.ok) return refusal(change);
  ctx.out(`was     ${describeProduct(before)}`);
  ctx.out(`updated ${describeProduct(change.product)}`);
  return { ok: true };
}

/**
 * A variant of the settings file with what it leaves out taken from the stored variant of that id
 * (its names and price stay unless named), or none and the product's price for a new one.
 */
function withStoredVariant(v: Partial<VariantDraft>, before: AdminProduct): VariantDraft {
  const stored = before.variants.find((s) => s.id === v.id);
  return {
    id: v.id ?? null,
    option: v.option ?? stored?.option ?? '',
    name: v.name ?? stored?.name ?? '',
    names: v.names ?? stored?.names ?? [],
    stock: v.stock ?? stored?.stock ?? 0,
    priceMinor: v.priceMinor === undefined ? (stored?.priceMinor ?? null) : v.priceMinor,
  };
}

async function setStock(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(SetStock, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  if (f.stock === undefined) return { ok: false, problem: '--stock N is required' };
  const admin = service(ctx);
  if (!admin) return UNAVAILABLE;
  const change = await admin.setStock(CLI_ACTOR, f.brand, f.product, {
    own: f.variant === undefined ? f.stock : null,
    variants: f.variant === undefined ? [] : [{ id: f.variant, stock: f.stock }],
  });
  if (!change.ok) return refusal(change);
  ctx.out(`stock set: ${describeProduct(change.product)}`);
  return { ok: true };
}

async function createCategory(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateCategory, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  if (!admin) return UNAVAILABLE;
  const settings = await admin.settings(f.brand);
  if (!settings) return { ok: false, problem: `no brand ${f.brand}` };
  const change = await admin.createCategory(CLI_ACTOR, f.brand, {
    texts: [{ lang: settings.defaultLanguage, name: f.name, description: f.description ?? '' }],
  });
  if (!change.ok) return refusal(change);
  const c = change.category;
  ctx.out(
    `created category #${c.id} "${c.texts[0]?.name ?? ''}" (${c.slug}) on ${f.brand}, position ${c.position}`,
  );
  return { ok: true };
}

/** The shop editor's commands (module.ts `commands`). */
export const productCommands: Record<string, OpsCommand> = {
  'create-product': {
    usage:
      '--brand ID --category ID --name NAME --price MINOR [--description TEXT] [--stock N] [--variants OPTION:NAME:STOCK[:PRICE],…] [--off-sale] [--welcome-gift]',
    run: createProduct,
  },
  'update-product': {
    usage:
      '--brand ID --product ID --settings FILE.json (any field of the console form: texts, categoryId, priceMinor, stock, variants with their names and priceMinor, onSale, welcomeGift, images)',
    run: updateProduct,
  },
  'set-stock': {
    usage:
      '--brand ID --product ID --stock N [--variant ID] (a stock take: the product’s own units, or one variant’s; prints each variant’s own price)',
    run: setStock,
  },
  'create-category': { usage: '--brand ID --name NAME [--description TEXT]', run: createCategory },
};
