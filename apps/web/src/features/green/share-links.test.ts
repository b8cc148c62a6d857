import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareLink } from './share-links';

const content = {
  title: 'Go green',
  text: 'I planted 12 trees & offset 3 t',
  url: 'https://join.example.test/?a=1',
};

describe('shareLink', () => {
  it.each([
    {
      target: 'x',
      expected:
        'https://twitter.com/intent/tweet?text=I+planted+12+trees+%26+offset+3+t&url=https%3A%2F%2Fjoin.example.test%2F%3Fa%3D1',
    },
    {
      target: 'facebook',
      expected: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjoin.example.test%2F%3Fa%3D1',
    },
    {
      target: 'linkedin',
      expected:
        'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fjoin.example.test%2F%3Fa%3D1',
    },
    {
      target: 'whatsapp',
      expected:
        'https://wa.me/?text=I+planted+12+trees+%26+offset+3+t+https%3A%2F%2Fjoin.example.test%2F%3Fa%3D1',
    },
    {
      target: 'email',
      expected:
        'mailto:?subject=Go%20green&body=I%20planted%2012%20trees%20%26%20offset%203%20t%0A%0Ahttps%3A%2F%2Fjoin.example.test%2F%3Fa%3D1',
    },
  ] as const)('$target escapes the text and the link', ({ target, expected }) => {
    expect(shareLink(target, content)).toBe(expected);
  });

  it('has a link for every target', () => {
    for (const target of SHARE_TARGETS) expect(shareLink(target, content)).toMatch(/^(https:|mailto:)/);
  });
});
