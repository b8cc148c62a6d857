import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CATEGORY_NAME_MAX, checkCategoryDraft } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { FormSection } from '../brands/controls';
import type { ConsoleShopCategoryFieldsFragment, ShopOfBrandQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { useShop } from './ProductsPage';
import { CreateShopCategory, OrderShopCategories, UpdateShopCategory } from './queries';
import { productsKey, shopKey } from './shop-keys';
import { nameIn, shopErrorText } from './shop-text';
import styles from './Shop.module.css';

type Shop = NonNullable<ShopOfBrandQuery['shop']>;
type Outcome = { tone: 'success' | 'danger'; text: string };

/** `/brands/:brandId/shop/categories` (shop.edit): the brand's categories in order, renamed in its languages. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const shop = useShop(brandId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const brandName = shop.data?.brand?.name ?? brandId;
  useDocumentTitle(t('shop.categoriesOf', { brand: brandName }));
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('shop.categoriesOf', { brand: brandName })}
        trail={[{ to: `/brands/${encodeURIComponent(brandId)}/shop`, label: t('shop.listTitle') }]}
      />
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="category-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState query={shop} isEmpty={(s) => !s.shop} empty={{ title: t('brands.notFound') }}>
        {(s) =>
          s.shop ? (
            <div className={styles.form}>
              {s.shop.categories.length === 0 ? (
                <p className="console-muted">{t('shop.noCategories')}</p>
              ) : (
                <CategoryTable
                  brandId={brandId}
                  categories={s.shop.categories}
                  onEdit={setEditing}
                  onOutcome={setOutcome}
                />
              )}
              {editing ? (
                <CategoryForm
                  key={editing}
                  brandId={brandId}
                  shop={s.shop}
                  category={s.shop.categories.find((c) => c.id === editing) ?? null}
                  onDone={() => setEditing(null)}
                  onOutcome={setOutcome}
                />
              ) : (
                <CategoryForm
                  key="new"
                  brandId={brandId}
                  shop={s.shop}
                  category={null}
                  onDone={() => undefined}
                  onOutcome={setOutcome}
                />
              )}
            </div>
          ) : null
        }
      </QueryState>
    </>
  );
}

function CategoryTable({
  brandId,
  categories,
  onEdit,
  onOutcome,
}: {
  brandId: string;
  categories: readonly ConsoleShopCategoryFieldsFragment[];
  onEdit(id: string): void;
  onOutcome(o: Outcome | null): void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number; focus: string }) => {
      const ids = categories.map((c) => c.id);
      const [moved] = ids.splice(from, 1);
      if (moved) ids.splice(to, 0, moved);
      return (await consoleRequest(OrderShopCategories, { brandId, ids })).orderCategories;
    },
    onSuccess: (answer, { focus }) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: shopErrorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome(null);
      void queryClient.invalidateQueries({ queryKey: shopKey(brandId) }).then(() =>
        // The focus stays on the moved category's button, so the keyboard can press it again.
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[data-focus-key="${focus}"]`)?.focus(),
        ),
      );
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: shopErrorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table} data-testid="category-list">
        <caption className="visually-hidden">{t('shop.categoriesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shop.name')}</th>
            <th scope="col">{t('shop.products')}</th>
            <th scope="col">{t('shop.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c, i) => {
            const name = nameIn(c.texts, i18n.language);
            return (
              <tr key={c.id} data-testid={`category-row-${c.id}`}>
                <td>{name}</td>
                <td>{c.productCount}</td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      icon={<Icon name="arrow-up" size={16} />}
                      disabled={i === 0 || move.isPending}
                      onClick={() => move.mutate({ from: i, to: i - 1, focus: `up-${c.id}` })}
                      aria-label={t('shop.moveUp', { name })}
                      data-focus-key={`up-${c.id}`}
                      data-testid="category-up"
                    >
                      {t('shop.up')}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      icon={<Icon name="arrow-down" size={16} />}
                      disabled={i === categories.length - 1 || move.isPending}
                      onClick={() => move.mutate({ from: i, to: i + 1, focus: `down-${c.id}` })}
                      aria-label={t('shop.moveDown', { name })}
                      data-focus-key={`down-${c.id}`}
                      data-testid="category-down"
                    >
                      {t('shop.down')}
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      icon={<Icon name="edit" size={16} />}
                      onClick={() => onEdit(c.id)}
                      aria-label={t('shop.renameCategory', { name })}
                      data-testid="category-rename"
                    >
                      {t('shop.rename')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function CategoryForm({
  brandId,
  shop,
  category,
  onDone,
  onOutcome,
}: {
  brandId: string;
  shop: Shop;
  category: ConsoleShopCategoryFieldsFragment | null;
  onDone(): void;
  onOutcome(o: Outcome | null): void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ordered = [shop.defaultLanguage, ...shop.languages.filter((l) => l !== shop.defaultLanguage)];
  const [texts, setTexts] = useState(() =>
    ordered.map((lang) => {
      const x = category?.texts.find((y) => y.lang === lang);
      return { lang, name: x?.name ?? '', description: x?.description ?? '' };
    }),
  );
  const [error, setError] = useState<{ lang: string | null; text: string } | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      const checked = checkCategoryDraft({ texts }, shop.defaultLanguage);
      if (!checked.ok) {
        setError({ lang: checked.field.replace(/^texts\./, ''), text: shopErrorText(t, checked.errorCode) });
        return null;
      }
      const input = { texts };
      return category
        ? (await consoleRequest(UpdateShopCategory, { brandId, id: category.id, input })).updateCategory
        : (await consoleRequest(CreateShopCategory, { brandId, input })).createCategory;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (!answer.responseResult.succeeded || !answer.category) {
        setError({ lang: null, text: shopErrorText(t, answer.responseResult.errorCode) });
        return;
      }
      setError(null);
      onOutcome({
        tone: 'success',
        text: t('shop.categorySaved', { name: nameIn(answer.category.texts, i18n.language) }),
      });
      void queryClient.invalidateQueries({ queryKey: shopKey(brandId) });
      void queryClient.invalidateQueries({ queryKey: productsKey(brandId) });
      if (!category) setTexts((all) => all.map((x) => ({ ...x, name: '', description: '' })));
      onDone();
    },
    onError: (caught) =>
      setError({ lang: null, text: shopErrorText(t, (caught as { errorCode?: string }).errorCode) }),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      data-testid={category ? 'category-rename-form' : 'category-new-form'}
    >
      <FormSection
        id={category ? 'category-rename' : 'category-new'}
        title={
          category
            ? t('shop.renameTitle', { name: nameIn(category.texts, i18n.language) })
            : t('shop.newCategory')
        }
        description={t('shop.categoryHint')}
      >
        {error && error.lang === null ? (
          <Notice tone="danger" role="alert">
            {error.text}
          </Notice>
        ) : null}
        <div className={styles.row}>
          {texts.map((x) => (
            <TextField
              key={x.lang}
              label={`${t(`titles.languages.${x.lang}`, { defaultValue: x.lang })}${x.lang === shop.defaultLanguage ? ` (${t('shop.defaultLanguage')})` : ''}`}
              value={x.name}
              onChange={(event) =>
                setTexts((all) =>
                  all.map((y) => (y.lang === x.lang ? { ...y, name: event.target.value } : y)),
                )
              }
              error={error?.lang === x.lang ? error.text : null}
              required={x.lang === shop.defaultLanguage}
              maxLength={CATEGORY_NAME_MAX + 10}
              lang={x.lang}
              autoComplete="off"
              data-testid={`category-name-${x.lang}`}
            />
          ))}
        </div>
        <div className={styles.saveBar}>
          {category ? (
            <Button type="button" variant="secondary" onClick={onDone} data-testid="category-cancel">
              {t('shop.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('common.saving')}
            data-testid="category-save"
          >
            {category ? t('shop.save') : t('shop.createCategory')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
