import { describe, expect, it } from 'vitest';
import { ensureSucceeded, MutationFailedError, UNEXPECTED_MUTATION_ERROR } from './mutation-result';

describe('ensureSucceeded (SPEC.md 8)', () => {
  it('does nothing when the mutation succeeded', () => {
    expect(() => ensureSucceeded({ succeeded: true, errorCode: null, message: null })).not.toThrow();
  });

  it("throws with the server's message when succeeded is false", () => {
    expect(() =>
      ensureSucceeded({
        succeeded: false,
        errorCode: 'media_not_found',
        message: 'That title no longer exists.',
      }),
    ).toThrow(new MutationFailedError('That title no longer exists.', 'media_not_found'));
  });

  it.each([null, undefined, '', '   '])(
    "throws 'An unexpected error occured.' (sic) when the server gives no message (%j)",
    (message) => {
      let thrown: unknown;
      try {
        ensureSucceeded({ succeeded: false, errorCode: 'internal_error', message });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(MutationFailedError);
      expect((thrown as Error).message).toBe('An unexpected error occured.');
      expect(UNEXPECTED_MUTATION_ERROR).toBe('An unexpected error occured.');
    },
  );
});
