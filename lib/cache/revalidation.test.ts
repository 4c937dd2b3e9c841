/** @jest-environment node */
import { readRevalidation } from './revalidation';

const AUTH = 'Bearer s3cret';

describe('readRevalidation', () => {
  it('is closed while REVALIDATE_SECRET is unset, whatever the caller sends', () => {
    expect(readRevalidation(undefined, AUTH, { tags: ['contents'] })).toMatchObject({ ok: false, status: 404 });
    expect(readRevalidation('', 'Bearer ', { tags: ['contents'] })).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a missing or wrong secret', () => {
    expect(readRevalidation('s3cret', null, { tags: ['contents'] })).toMatchObject({ ok: false, status: 401 });
    expect(readRevalidation('s3cret', 'Bearer s3creT', { tags: ['contents'] })).toMatchObject({ ok: false, status: 401 });
  });

  it('takes tags by kind and by kind:id, and a kind with an id', () => {
    expect(readRevalidation('s3cret', AUTH, { tags: ['contents:the-red-river-30', 'channels'], kind: 'packets', id: 2 })).toEqual({
      ok: true,
      tags: ['contents:the-red-river-30', 'channels', 'packets:2'],
    });
  });

  it('refuses anything that is not a tag name', () => {
    expect(readRevalidation('s3cret', AUTH, {})).toMatchObject({ ok: false, status: 400 });
    expect(readRevalidation('s3cret', AUTH, { tags: ['../x'] })).toMatchObject({ ok: false, status: 400 });
    expect(readRevalidation('s3cret', AUTH, { tags: [42] })).toMatchObject({ ok: false, status: 400 });
    expect(readRevalidation('s3cret', AUTH, { tags: Array.from({ length: 101 }, (_, i) => `contents:${i}`) })).toMatchObject({ status: 400 });
  });
});
