import type { ComponentProps } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@web/ui/Button';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';

type HeaderProps = Omit<ComponentProps<typeof BrandPageHeader>, 'brandId' | 'brandName'>;

/**
 * A screen inside one brand (`/brands/:brandId/…`): reads the brand with the section's own query
 * (`document` under `brandKey`), names the document after it (`documentTitle`), says whether the
 * brand is `missing` (unknown, or out of the staff member's scope) and draws the page's `header`.
 */
export function useBrandPage<TData extends { brand?: { name: string } | null }>({
  brandKey,
  document,
  documentTitle,
}: {
  brandKey(brandId: string): QueryKey;
  document: TypedDocumentNode<TData, { id: string }>;
  documentTitle(brandName: string): string;
}) {
  const brandId = useParams().brandId ?? '';
  const brand = useQuery({
    queryKey: brandKey(brandId),
    queryFn: () => consoleRequest(document, { id: brandId }),
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(documentTitle(brandName));
  return {
    brandId,
    brand,
    brandName,
    missing: brand.isSuccess && !brand.data.brand,
    header: (props: HeaderProps) => <BrandPageHeader brandId={brandId} brandName={brandName} {...props} />,
  };
}

/** A brand's list screen when the brand is unknown (or out of scope): its title and the way back. */
export function BrandNotFound({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="console-page-title">{title}</h1>
      <SectionState
        kind="empty"
        title={t('brands.notFound')}
        action={<ButtonLink to="/brands">{t('brands.backToList')}</ButtonLink>}
        data-testid="not-found"
      />
    </>
  );
}
