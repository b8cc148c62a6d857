import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { MemberModel } from '../modules/member/model';
import type { GraphQLContext } from './context';
import { signInFirst, withMember } from './guard';

const info = {} as GraphQLResolveInfo;
const member = { id: 7, lang: 'en-us' } as MemberModel;

/** Only the fields the guard reads: the viewer and the language. */
function ctxOf(viewer: GraphQLContext['viewer'], lang = 'en-us'): GraphQLContext {
  return { viewer, lang } as GraphQLContext;
}

const signedIn = ctxOf({ kind: 'member', member, jti: 'j1', via: 'cookie' });
const anonymous = ctxOf({ kind: 'anonymous', jti: null }, 'fr-ca');

describe('withMember', () => {
  it('runs the resolver with the member, the arguments, the context and the parent', async () => {
    const resolve = vi.fn((m: MemberModel, args: { n: number }) => m.id + args.n);
    const field = withMember(resolve, () => 0);
    expect(await field({ parent: true }, { n: 1 }, signedIn, info)).toBe(8);
    expect(resolve).toHaveBeenCalledWith(member, { n: 1 }, signedIn, { parent: true }, info);
  });

  it('answers an anonymous caller without running the resolver', async () => {
    const resolve = vi.fn(() => ['secret']);
    const field = withMember(resolve, () => [] as string[]);
    expect(await field({}, {}, anonymous, info)).toEqual([]);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('gives the resolver the member viewer: its token id and source are typed', async () => {
    const field = withMember(
      (_m, _a: Record<string, never>, ctx) => `${ctx.viewer.jti}/${ctx.viewer.via}`,
      () => null,
    );
    expect(await field({}, {}, signedIn, info)).toBe('j1/cookie');
  });
});

describe('signInFirst', () => {
  it('is the unauthenticated ResponseResult in the caller language, other fields as given', () => {
    expect(signInFirst({ member: null })(anonymous)).toEqual({
      member: null,
      responseResult: {
        succeeded: false,
        errorCode: 'unauthenticated',
        slug: 'unauthenticated',
        message: "Veuillez d'abord vous connecter.",
        extra: null,
      },
    });
    expect(signInFirst({})(ctxOf({ kind: 'anonymous', jti: null })).responseResult.message).toBe(
      'Please sign in first.',
    );
  });
});
