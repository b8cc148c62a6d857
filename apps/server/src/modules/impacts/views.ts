/** Impact models in the SDL's shape (impacts.graphql). */
import type {
  ImpactItem as ImpactItemView,
  MemberImpact as MemberImpactView,
} from '../../graphql/generated/resolvers-types';
import type { ImpactItem, MemberImpact } from './model';

export function impactItemView(
  item: ImpactItem,
  langs: readonly string[],
  myQuantity: number,
): ImpactItemView {
  return {
    id: String(item.id),
    categoryId: String(item.categoryId),
    name: item.name,
    description: item.description,
    unit: item.unit,
    langs: [...langs],
    prices: item.prices,
    price_per_unit: item.pricePerUnit,
    target_quantity: item.targetQuantity,
    member_target: item.memberTarget,
    funded_quantity: item.fundedQuantity,
    remaining_quantity: item.remainingQuantity,
    progress_percent: item.progressPercent,
    images: item.images,
    image: item.images[0]?.url ?? null,
    my_quantity: myQuantity,
  };
}

export function memberImpactView(m: MemberImpact): MemberImpactView {
  return {
    itemId: String(m.itemId),
    name: m.name,
    unit: m.unit,
    quantity: m.quantity,
    coins: m.coins,
    lastAt: m.lastAt,
  };
}
