import { describe, expect, it } from 'vitest';
import { emptyImpactForm, formOfItem, impactFormProblems, inputOfForm, problemsOfExtra } from './impact-form';

function filled() {
  const form = emptyImpactForm('3');
  form.slug = 'clean_water';
  form.pricePerUnit = '20';
  form.targetQuantity = '500';
  form.memberTarget = '3';
  form.texts['en-us'] = { name: ' Clean water ', description: 'A day of water.', unit: 'day' };
  return form;
}

describe('the impact form', () => {
  it('sends numbers and the written languages only', () => {
    expect(inputOfForm(filled())).toEqual({
      categoryId: '3',
      texts: [{ lang: 'en-us', name: 'Clean water', description: 'A day of water.', unit: 'day' }],
      pricePerUnit: 20,
      targetQuantity: 500,
      memberTarget: 3,
    });
    expect(impactFormProblems(filled(), 'en-us')).toEqual([]);
  });

  it.each([
    ['pricePerUnit', '1.5', 'invalid_price'],
    ['pricePerUnit', '', 'invalid_price'],
    ['targetQuantity', 'ten', 'invalid_target'],
    ['memberTarget', '0', 'invalid_member_target'],
  ] as const)('%s of "%s" is %s', (field, value, code) => {
    const form = { ...filled(), [field]: value };
    expect(impactFormProblems(form, 'en-us')).toContainEqual({ field, code });
  });

  it('needs a category and keeps the target at what is funded', () => {
    expect(impactFormProblems({ ...filled(), categoryId: '' }, 'en-us')[0]).toEqual({
      field: 'categoryId',
      code: 'required',
    });
    expect(impactFormProblems(filled(), 'en-us', 600)).toEqual([
      { field: 'targetQuantity', code: 'below_funded' },
    ]);
  });

  it('round-trips a stored item', () => {
    const item = {
      slug: 'tree',
      categoryId: '1',
      pricePerUnit: 10,
      targetQuantity: 1000,
      memberTarget: 2,
      texts: [
        { lang: 'en-us', name: 'Tree', description: 'One tree.', unit: 'tree' },
        { lang: 'ja-jp', name: '木', description: '木を一本。', unit: '本' },
      ],
    };
    expect(inputOfForm(formOfItem(item))).toEqual({
      categoryId: '1',
      texts: item.texts,
      pricePerUnit: 10,
      targetQuantity: 1000,
      memberTarget: 2,
    });
  });

  it('reads refusals', () => {
    expect(problemsOfExtra({ problems: [{ field: 'slug', code: 'invalid_slug' }, 7] })).toEqual([
      { field: 'slug', code: 'invalid_slug' },
    ]);
  });
});
