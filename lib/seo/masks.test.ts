import { applySeoMask } from './masks';

const masks = [
  { page: 'content', title: '{title} — watch online', description: '{title}: watch online in good quality.' },
  { page: 'person', title: '{title} — films and series', description: '' },
];

describe('applySeoMask', () => {
  it('fills the mask of the page kind with the page title', () => {
    expect(applySeoMask(masks, 'content', { title: 'The Film (2020)', description: 'About the film' })).toEqual({
      title: 'The Film (2020) — watch online',
      description: 'The Film (2020): watch online in good quality.',
    });
  });

  it('keeps the own description when the mask has none', () => {
    expect(applySeoMask(masks, 'person', { title: 'Ann', description: 'Bio' })).toEqual({
      title: 'Ann — films and series',
      description: 'Bio',
    });
  });

  it('keeps the page as it is without a mask of its kind', () => {
    expect(applySeoMask(masks, 'channel', { title: 'One', description: 'Live' })).toEqual({
      title: 'One',
      description: 'Live',
    });
    expect(applySeoMask([], 'content', { title: 'One', description: null })).toEqual({
      title: 'One',
      description: null,
    });
  });

  it('drops placeholders it cannot fill', () => {
    expect(
      applySeoMask([{ page: 'content', title: '{title} {year} online', description: '' }], 'content', {
        title: 'X',
        description: '',
      }).title,
    ).toBe('X online');
  });
});
