/**
 * The one sign-in check of the GraphQL edge. A field that needs a member is written as
 *
 *   sendFeedback: withMember((member, args, ctx) => …, signInFirst({ feedback: null })),
 *   feedbacks: withMember((member) => …, () => []),
 *
 * The first function runs only for a signed-in member; the second answers an anonymous caller
 * (an empty value for reads, an `unauthenticated` ResponseResult for mutations).
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { MemberModel } from '../modules/member/model';
import type { Viewer } from '../modules/auth/viewer';
import type { GraphQLContext } from './context';
import type { ResolverFn, ResponseResult } from './generated/resolvers-types';
import { failure } from './response-result';

/** The context once the guard passed: the viewer is known to be a member (jti and token source too). */
export type MemberContext = GraphQLContext & { viewer: Extract<Viewer, { kind: 'member' }> };

export type MemberResolver<TResult, TParent, TArgs> = (
  member: MemberModel,
  args: TArgs,
  ctx: MemberContext,
  parent: TParent,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

function isMemberContext(ctx: GraphQLContext): ctx is MemberContext {
  return ctx.viewer.kind === 'member';
}

/**
 * TResult comes from the field's generated resolver type (the object literal typed `Resolvers`), not
 * from the two functions, hence NoInfer: each branch is then checked against the field's type.
 */
export function withMember<TResult, TParent, TArgs>(
  resolve: MemberResolver<NoInfer<TResult>, TParent, TArgs>,
  anonymous: (ctx: GraphQLContext) => NoInfer<TResult>,
): ResolverFn<TResult, TParent, GraphQLContext, TArgs> {
  return (parent, args, ctx, info) =>
    isMemberContext(ctx) ? resolve(ctx.viewer.member, args, ctx, parent, info) : anonymous(ctx);
}

/** A mutation's answer to an anonymous caller: `unauthenticated` in their language, the other fields as given. */
export function signInFirst<TFields extends object>(
  fields: TFields,
): (ctx: GraphQLContext) => TFields & { responseResult: ResponseResult } {
  return (ctx) => ({ ...fields, responseResult: failure(ctx.lang, 'unauthenticated') });
}
