import { useTranslation } from 'react-i18next';
import { MEDIA_TYPES } from '@member-area/domain';
import type { BrandForm } from './brand-form';
import { CheckboxList } from './controls';
import { TAG_GROUPS } from './feature-tags';
import styles from './FeatureTagGroups.module.css';

/**
 * The feature tags of the domain's BRAND_TAG_CATALOGUE, one checkbox list per catalogue group, each
 * tag with its one line (`brands.brandTag.<key>`) and the tag itself as its note. `features` shows
 * every group but the giveaways, which the Giveaways section shows beside the other sweeps settings.
 */
export function FeatureTagGroups({
  groups,
  form,
  onChange,
  errorOf,
  'data-testid': testId,
}: {
  groups: 'features' | 'giveaways';
  form: Pick<BrandForm, 'checkedTags' | 'customMediaTypes'>;
  onChange(change: Partial<BrandForm>): void;
  errorOf(control: string): string | null;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const shown = TAG_GROUPS.filter(({ group }) => (groups === 'giveaways') === (group === 'giveaways'));
  return (
    <div
      className={styles.groups}
      data-testid={testId}
      data-field={groups === 'features' ? 'tags' : undefined}
    >
      {shown.map(({ group, entries }) => (
        <div key={group} className={styles.group}>
          <CheckboxList
            legend={t(`brands.tagGroups.${group}`)}
            options={entries
              .filter((entry) => !entry.withValue)
              .map((entry) => ({
                value: entry.tag,
                label: t(`brands.brandTag.${entry.key}`),
                help: entry.tag,
              }))}
            checked={form.checkedTags}
            onChange={(checkedTags) => onChange({ checkedTags })}
            error={errorOf(`tags.${group}`) ?? (group === shown[0]?.group ? errorOf('tags') : null)}
            field={`tags.${group}`}
          />
          {entries
            .filter((entry) => entry.withValue)
            .map((entry) => (
              <CheckboxList
                key={entry.key}
                legend={t(`brands.brandTag.${entry.key}`)}
                options={MEDIA_TYPES.map((type) => ({
                  value: type,
                  label: t(`brands.mediaTypeNames.${type}`),
                }))}
                checked={form.customMediaTypes}
                onChange={(customMediaTypes) =>
                  // In the catalogue's order, so the tag reads the same whatever the clicks' order.
                  onChange({
                    customMediaTypes: MEDIA_TYPES.filter((type) => customMediaTypes.includes(type)),
                  })
                }
                columns
                data-testid="brand-custom-media-types"
              />
            ))}
        </div>
      ))}
    </div>
  );
}
