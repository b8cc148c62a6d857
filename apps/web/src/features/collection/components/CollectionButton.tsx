import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { hasEntry } from '../optimistic';
import { useAddToCollection, useCollection, useRemoveFromCollection, type CollectionTitle } from '../hooks';

/** Save or unsave a title; the button flips at once (optimistic) and flips back if the server refuses. */
export function CollectionButton({ title }: { title: CollectionTitle }) {
  const { t } = useTranslation();
  const collection = useCollection();
  const add = useAddToCollection();
  const remove = useRemoveFromCollection();
  const saved = hasEntry(collection.data, title.type, title.id);
  return (
    <Button
      variant={saved ? 'secondary' : 'primary'}
      icon={<Icon name={saved ? 'check' : 'heart'} size={18} />}
      aria-pressed={saved}
      disabled={collection.isPending}
      data-testid="collection-toggle"
      data-saved={saved || undefined}
      onClick={() => (saved ? remove.mutate({ type: title.type, id: title.id }) : add.mutate(title))}
    >
      {saved ? t('collection.saved') : t('collection.add')}
    </Button>
  );
}
