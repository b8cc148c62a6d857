import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  championPrices,
  DEFAULT_LANGUAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  VARIANT_TEXT_MAX,
  variantListPrice,
} from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { ApiError, postForm } from '../app/http';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { FormSection } from '../brands/controls';
import type { ConsoleProductFieldsFragment, ShopOfBrandQuery } from '../gql/graphql';
import { formatPrice, minorToMajorText } from '../plans/plan-money';
import { QueryState } from '../ui/QueryState';
import { useShop } from './ProductsPage';
import { CreateProduct, ShopProduct, UpdateProduct } from './queries';
import {
  fieldOfExtra,
  formOf,
  inputOf,
  languageOfField,
  priceMinorOf,
  variantPriceMinorOf,
  type FormProblem,
  type ProductForm,
  type VariantForm,
} from './product-form';
import { productKey, productsKey, shopKey } from './shop-keys';
import { nameIn, shopErrorText } from './shop-text';
import styles from './Shop.module.css';

type Shop = NonNullable<ShopOfBrandQuery['shop']>;
type Outcome = { tone: 'success' | 'danger'; text: string };

/** `/brands/:brandId/shop/new` and `/brands/:brandId/shop/:productId` (shop.edit): one product's editor. */
export function ProductEditorPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const id = params.productId ?? null;
  const shop = useShop(brandId);
  const product = useQuery({
    queryKey: productKey(brandId, id ?? 'new'),
    queryFn: () =>
      id ? consoleRequest(ShopProduct, { brandId, id }) : Promise.resolve({ shopProduct: null }),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const brandName = shop.data?.brand?.name ?? brandId;
  const name = product.data?.shopProduct ? nameIn(product.data.shopProduct.texts, i18n.language) : null;
  const title = id ? (name ?? t('shop.product')) : t('shop.newProduct');
  useDocumentTitle(title);
  const listPath = `/brands/${encodeURIComponent(brandId)}/shop`;
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={title}
        trail={[{ to: listPath, label: t('shop.listTitle') }]}
      />
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="product-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={product}
        isEmpty={(data) => id !== null && !data.shopProduct}
        empty={{ title: t('shop.notFound') }}
      >
        {(data) => (
          <QueryState query={shop} isEmpty={(s) => !s.shop} empty={{ title: t('brands.notFound') }}>
            {(s) =>
              s.shop && s.shop.categories.length === 0 ? (
                <Notice tone="info" data-testid="product-needs-category">
                  {t('shop.needsCategory')}
                </Notice>
              ) : s.shop ? (
                <ProductEditor
                  key={data.shopProduct ? `${data.shopProduct.id}` : 'new'}
                  brandId={brandId}
                  shop={s.shop}
                  product={data.shopProduct ?? null}
                  onOutcome={setOutcome}
                />
              ) : null
            }
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

let newVariants = 0;

function ProductEditor({
  brandId,
  shop,
  product,
  onOutcome,
}: {
  brandId: string;
  shop: Shop;
  product: ConsoleProductFieldsFragment | null;
  onOutcome(o: Outcome | null): void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProductForm>(() =>
    formOf(product, shop.languages, shop.defaultLanguage, shop.categories[0]?.id ?? ''),
  );
  const [lang, setLang] = useState(shop.defaultLanguage);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [version, setVersion] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idBase = useId();
  const currency = product?.currency ?? shop.currency;
  const symbol = product?.symbol ?? shop.symbol;
  const staffLang = i18n.language;

  useEffect(() => {
    if (version > 0) summaryRef.current?.focus();
  }, [version]);

  const refuse = (p: FormProblem) => {
    onOutcome(null);
    const l = languageOfField(p.field);
    if (l) setLang(l);
    setProblem(p);
    setVersion((v) => v + 1);
  };
  const errorOf = (field: string) => (problem?.field === field ? shopErrorText(t, problem.code) : null);

  const save = useMutation({
    mutationFn: async () => {
      const checked = inputOf(form, {
        currency,
        lang: staffLang,
        defaultLanguage: shop.defaultLanguage,
        editing: !!product,
      });
      if (!checked.ok) {
        refuse(checked.problem);
        return null;
      }
      return product
        ? (await consoleRequest(UpdateProduct, { brandId, id: product.id, input: checked.input }))
            .updateProduct
        : (await consoleRequest(CreateProduct, { brandId, input: checked.input })).createProduct;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (!answer.responseResult.succeeded || !answer.product) {
        refuse({
          field: fieldOfExtra(answer.responseResult.extra) ?? '',
          code: answer.responseResult.errorCode ?? '',
        });
        return;
      }
      setProblem(null);
      void queryClient.invalidateQueries({ queryKey: productsKey(brandId) });
      void queryClient.invalidateQueries({ queryKey: shopKey(brandId) });
      onOutcome({
        tone: 'success',
        text: t('shop.saved', { name: nameIn(answer.product.texts, staffLang) }),
      });
      if (!product) {
        queryClient.setQueryData(productKey(brandId, answer.product.id), { shopProduct: answer.product });
        void navigate(`/brands/${encodeURIComponent(brandId)}/shop/${encodeURIComponent(answer.product.id)}`);
      } else {
        queryClient.setQueryData(productKey(brandId, product.id), { shopProduct: answer.product });
        setForm(formOf(answer.product, shop.languages, shop.defaultLanguage, form.categoryId));
      }
    },
    onError: (error) =>
      refuse({ field: '', code: (error as { errorCode?: string }).errorCode ?? 'internal_error' }),
  });

  const text = form.texts.find((x) => x.lang === lang) ?? { lang, name: '', description: '' };
  const setText = (part: 'name' | 'description', value: string) =>
    setForm((f) => ({ ...f, texts: f.texts.map((x) => (x.lang === lang ? { ...x, [part]: value } : x)) }));
  const setVariant = (key: string, change: Partial<VariantForm>) =>
    setForm((f) => ({ ...f, variants: f.variants.map((v) => (v.key === key ? { ...v, ...change } : v)) }));
  const priceMinor = priceMinorOf(form, currency, staffLang);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      data-testid="product-form"
    >
      {problem ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" data-testid="product-error">
          <Notice tone="danger">{shopErrorText(t, problem.code)}</Notice>
        </div>
      ) : null}

      <FormSection id="product-texts" title={t('shop.texts')} description={t('shop.textsHint')}>
        <div className={styles.langs} role="tablist" aria-label={t('shop.language')}>
          {form.texts.map((x, i) => (
            <button
              key={x.lang}
              type="button"
              role="tab"
              className={styles.lang}
              aria-selected={x.lang === lang}
              aria-controls={`${idBase}-panel`}
              data-invalid={problem?.field === `texts.${x.lang}` || undefined}
              tabIndex={x.lang === lang ? 0 : -1}
              onClick={() => setLang(x.lang)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                const n = form.texts.length;
                const next = form.texts[(i + (event.key === 'ArrowRight' ? 1 : n - 1)) % n];
                if (!next) return;
                setLang(next.lang);
                const tabs =
                  event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
                tabs?.[form.texts.indexOf(next)]?.focus();
              }}
              data-testid={`product-lang-${x.lang}`}
            >
              {t(`titles.languages.${x.lang}`, { defaultValue: x.lang })}
              {x.lang === shop.defaultLanguage ? ` (${t('shop.defaultLanguage')})` : ''}
            </button>
          ))}
        </div>
        <div id={`${idBase}-panel`} role="tabpanel">
          <TextField
            label={t('shop.name')}
            value={text.name}
            onChange={(event) => setText('name', event.target.value)}
            error={errorOf(`texts.${lang}`)}
            required={lang === shop.defaultLanguage}
            maxLength={PRODUCT_NAME_MAX + 20}
            lang={lang}
            autoComplete="off"
            data-testid="product-name"
          />
          <label className={styles.label} htmlFor={`${idBase}-description`} style={{ marginTop: 16 }}>
            {t('shop.description')}
          </label>
          <textarea
            id={`${idBase}-description`}
            className={styles.textarea}
            value={text.description}
            onChange={(event) => setText('description', event.target.value)}
            maxLength={PRODUCT_DESCRIPTION_MAX + 100}
            lang={lang}
            data-testid="product-description"
          />
          {lang !== DEFAULT_LANGUAGE && form.variants.length > 0 ? (
            <fieldset className={styles.variantNames} data-testid="variant-names">
              <legend className={styles.label}>{t('shop.variantNames')}</legend>
              <p className={styles.hint}>{t('shop.variantNamesHint')}</p>
              {form.variants.map((v, i) => {
                const label = `${v.option || t('shop.option')} ${v.name || i + 1}`;
                return (
                  <TextField
                    key={v.key}
                    label={t('shop.variantNameOf', { variant: label })}
                    value={v.names[lang] ?? ''}
                    onChange={(event) =>
                      setVariant(v.key, { names: { ...v.names, [lang]: event.target.value } })
                    }
                    error={errorOf(`variants.${i}.names.${lang}`)}
                    placeholder={v.name}
                    maxLength={VARIANT_TEXT_MAX + 10}
                    lang={lang}
                    autoComplete="off"
                    data-testid={`variant-name-${lang}-${i}`}
                  />
                );
              })}
            </fieldset>
          ) : null}
        </div>
      </FormSection>

      <FormSection id="product-sale" title={t('shop.saleSection')}>
        <div className={styles.row}>
          <SelectField
            label={t('shop.category')}
            options={shop.categories.map((c) => ({ value: c.id, label: nameIn(c.texts, staffLang) }))}
            value={form.categoryId}
            onChange={(event) => setForm((f) => ({ ...f, categoryId: event.target.value }))}
            error={errorOf('categoryId')}
            data-testid="product-category"
          />
          <TextField
            label={t('shop.priceIn', { currency })}
            hint={t('shop.priceHint', { example: minorToMajorText(2499, currency) })}
            value={form.price}
            onChange={(event) => setForm((f) => ({ ...f, price: event.target.value }))}
            error={errorOf('price')}
            inputMode="decimal"
            autoComplete="off"
            data-testid="product-price"
          />
          <dl className={styles.champion} aria-live="polite" data-testid="product-champion-prices">
            <dt>{t('shop.championPrice')}</dt>
            {priceMinor === null ? (
              <dd>—</dd>
            ) : (
              championPrices(priceMinor).map((c) => (
                <dd key={c.discountPercent}>
                  {t('shop.championAt', {
                    percent: c.discountPercent,
                    price: formatPrice(c.priceMinor, currency, staffLang, symbol),
                  })}
                </dd>
              ))
            )}
          </dl>
        </div>
        <label className="console-check">
          <input
            type="checkbox"
            checked={form.onSale}
            onChange={(event) => setForm((f) => ({ ...f, onSale: event.target.checked }))}
            data-testid="product-on-sale"
          />
          <span>{t('shop.onSaleLabel')}</span>
        </label>
        <label className="console-check">
          <input
            type="checkbox"
            checked={form.welcomeGift}
            onChange={(event) => setForm((f) => ({ ...f, welcomeGift: event.target.checked }))}
            data-testid="product-welcome-gift"
          />
          <span>{t('shop.welcomeGiftLabel')}</span>
        </label>
      </FormSection>

      <FormSection id="product-stock" title={t('shop.variants')} description={t('shop.variantsHint')}>
        {form.variants.length === 0 ? (
          <TextField
            label={t('shop.ownStock')}
            value={form.stock}
            onChange={(event) => setForm((f) => ({ ...f, stock: event.target.value }))}
            error={errorOf('stock')}
            inputMode="numeric"
            autoComplete="off"
            data-testid="product-stock"
          />
        ) : (
          <div className={styles.scroll}>
            <table className={tableStyles.table} data-testid="variant-table">
              <caption className="visually-hidden">{t('shop.variants')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('shop.option')}</th>
                  <th scope="col">{t('shop.value')}</th>
                  <th scope="col">{t('shop.stock')}</th>
                  <th scope="col">{t('shop.variantPrice')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('shop.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {form.variants.map((v, i) => {
                  const rowError = errorOf(`variants.${i}`) ?? errorOf(`variants.${i}.stock`);
                  const priceError = errorOf(`variants.${i}.priceMinor`);
                  const ownPrice = variantPriceMinorOf(v, currency, staffLang);
                  const listMinor =
                    ownPrice === undefined ? null : variantListPrice(priceMinor ?? 0, ownPrice);
                  const label = `${v.option || t('shop.option')} ${v.name || i + 1}`;
                  return (
                    <tr key={v.key} data-testid={`variant-row-${i}`}>
                      <td>
                        <input
                          className={styles.cellInput}
                          aria-label={t('shop.optionOf', { n: i + 1 })}
                          value={v.option}
                          onChange={(event) => setVariant(v.key, { option: event.target.value })}
                          aria-invalid={errorOf(`variants.${i}`) ? true : undefined}
                          data-testid="variant-option"
                        />
                      </td>
                      <td>
                        <input
                          className={styles.cellInput}
                          aria-label={t('shop.valueOf', { n: i + 1 })}
                          value={v.name}
                          onChange={(event) => setVariant(v.key, { name: event.target.value })}
                          aria-invalid={errorOf(`variants.${i}`) ? true : undefined}
                          data-testid="variant-name"
                        />
                      </td>
                      <td>
                        <input
                          className={styles.cellInput}
                          aria-label={t('shop.stockOf', { variant: label })}
                          value={v.stock}
                          inputMode="numeric"
                          onChange={(event) => setVariant(v.key, { stock: event.target.value })}
                          aria-invalid={errorOf(`variants.${i}.stock`) ? true : undefined}
                          data-testid="variant-stock"
                        />
                        {rowError ? <p className={styles.error}>{rowError}</p> : null}
                      </td>
                      <td>
                        <input
                          className={styles.cellInput}
                          aria-label={t('shop.variantPriceOf', { variant: label })}
                          value={v.price}
                          placeholder={form.price}
                          inputMode="decimal"
                          autoComplete="off"
                          onChange={(event) => setVariant(v.key, { price: event.target.value })}
                          aria-invalid={priceError ? true : undefined}
                          data-testid="variant-price"
                        />
                        {priceError ? <p className={styles.error}>{priceError}</p> : null}
                        <p className={styles.variantChampion} data-testid="variant-champion-prices">
                          {listMinor === null || (ownPrice === null && priceMinor === null)
                            ? '—'
                            : championPrices(listMinor)
                                .map((c) =>
                                  t('shop.championAt', {
                                    percent: c.discountPercent,
                                    price: formatPrice(c.priceMinor, currency, staffLang, symbol),
                                  }),
                                )
                                .join(' · ')}
                        </p>
                      </td>
                      <td>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          icon={<Icon name="trash" size={16} />}
                          onClick={() =>
                            setForm((f) => ({ ...f, variants: f.variants.filter((x) => x.key !== v.key) }))
                          }
                          aria-label={t('shop.removeVariant', { variant: label })}
                          data-testid="variant-remove"
                        >
                          {t('shop.remove')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className={styles.hint}>{t('shop.variantPriceNote')}</p>
          </div>
        )}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Icon name="plus" size={16} />}
            onClick={() =>
              setForm((f) => ({
                ...f,
                variants: [
                  ...f.variants,
                  {
                    key: `new-${(newVariants += 1)}`,
                    id: null,
                    option: f.variants.at(-1)?.option ?? '',
                    name: '',
                    names: {},
                    stock: '0',
                    price: '',
                  },
                ],
              }))
            }
            data-testid="variant-add"
          >
            {t('shop.addVariant')}
          </Button>
        </div>
      </FormSection>

      {product ? (
        <Pictures
          brandId={brandId}
          product={product}
          kept={form.images}
          onKept={(images) => setForm((f) => ({ ...f, images }))}
          onUploaded={(images) => setForm((f) => ({ ...f, images }))}
        />
      ) : (
        <p className="console-muted">{t('shop.picturesAfterCreate')}</p>
      )}

      <div className={styles.saveBar}>
        <Button
          type="submit"
          loading={save.isPending}
          loadingLabel={t('common.saving')}
          data-testid="product-save"
        >
          {product ? t('shop.save') : t('shop.create')}
        </Button>
      </div>
    </form>
  );
}

/** POST /adminapi/brands/:brandId/products/:id/pictures (docs/console.md "The shop"). */
function uploadPicture(brandId: string, productId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return postForm<{ images: { url: string }[] }>(
    `/adminapi/brands/${encodeURIComponent(brandId)}/products/${encodeURIComponent(productId)}/pictures`,
    form,
  );
}

function Pictures({
  brandId,
  product,
  kept,
  onKept,
  onUploaded,
}: {
  brandId: string;
  product: ConsoleProductFieldsFragment;
  kept: readonly string[];
  onKept(images: string[]): void;
  onUploaded(images: string[]): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function upload(file: File) {
    setError(null);
    setDone(false);
    setBusy(true);
    try {
      const answer = await uploadPicture(brandId, product.id, file);
      // The upload already changed the product; what the form keeps follows it (removals still unsaved stay removed).
      const removed = product.images.map((i) => i.url).filter((url) => !kept.includes(url));
      onUploaded(answer.images.map((i) => i.url).filter((url) => !removed.includes(url)));
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: productsKey(brandId) });
    } catch (caught) {
      setError(shopErrorText(t, caught instanceof ApiError ? caught.errorCode : 'internal_error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection id="product-pictures" title={t('shop.pictures')} description={t('shop.picturesHint')}>
      {kept.length > 0 ? (
        <ul className={styles.pictures} data-testid="product-pictures">
          {kept.map((url, i) => (
            <li key={url}>
              <img
                className={styles.picture}
                src={url}
                alt={t('shop.pictureN', { n: i + 1 })}
                width={120}
                height={120}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onKept(kept.filter((x) => x !== url))}
                data-testid="picture-remove"
              >
                {t('shop.removePicture', { n: i + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{t('shop.noPictures')}</p>
      )}
      <label className={styles.label} htmlFor={`${id}-file`}>
        {t('shop.upload')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
        data-testid="picture-upload"
      />
      <p role="status" className="console-muted">
        {busy ? t('shop.uploading') : done ? t('shop.uploaded') : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="picture-error">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
