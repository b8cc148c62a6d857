import type { GraphQLContext } from './context';

/** Member tags (empty for anonymous) and brand tags: the inputs of every feature rule. */
export async function tagSets(ctx: GraphQLContext): Promise<{ memberTags: string[]; brandTags: string[] }> {
  const memberTags = ctx.viewer.kind === 'member' ? await ctx.loaders.memberTags(ctx.viewer.member.id) : [];
  return { memberTags, brandTags: ctx.brand.tags };
}
