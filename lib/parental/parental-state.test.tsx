import { isParentalIgnoredByEmbed, rememberEmbedParentalFlag } from './parental-state';

describe('ignore_parental_control', () => {
  beforeEach(() => sessionStorage.clear());

  it('counts on the embed routes and is remembered there for the tab', () => {
    rememberEmbedParentalFlag({ pathname: '/channel_embed/5', search: '?ignore_parental_control=1' });
    expect(isParentalIgnoredByEmbed({ pathname: '/channel_embed/5', search: '?ignore_parental_control=1' })).toBe(true);
    expect(isParentalIgnoredByEmbed({ pathname: '/content_embed/9', search: '' })).toBe(true);
  });

  it('is ignored on every other page, from the address or from an earlier embed', () => {
    expect(isParentalIgnoredByEmbed({ pathname: '/contents/9', search: '?ignore_parental_control=1' })).toBe(false);
    rememberEmbedParentalFlag({ pathname: '/channel_embed/5', search: '?ignore_parental_control=1' });
    expect(isParentalIgnoredByEmbed({ pathname: '/channels/5', search: '' })).toBe(false);
  });

  it('is forgotten as soon as the tab opens a page of the app with it', () => {
    rememberEmbedParentalFlag({ pathname: '/channel_embed/5', search: '?ignore_parental_control=1' });
    rememberEmbedParentalFlag({ pathname: '/settings', search: '?ignore_parental_control=1' });
    expect(isParentalIgnoredByEmbed({ pathname: '/channel_embed/5', search: '' })).toBe(false);
  });
});
