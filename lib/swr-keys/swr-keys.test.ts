import {
  balanceKey,
  cardsKey,
  currentSubscriptionsKey,
  currentUserKey,
  devicesKey,
  isAccountKey,
  messagesKey,
  networkKey,
  packetKey,
  profilesKey,
} from './account';
import { contentMetaKey } from './catalogue';
import { channelCategoriesKey, channelListKey, isChannelListKey } from './channels';
import { surveyKey } from './settings';

describe('SWR keys', () => {
  it("find every piece of the viewer's account data a payment changes, and nothing else", () => {
    const account = [
      currentUserKey(),
      balanceKey(),
      cardsKey(),
      currentSubscriptionsKey(),
      profilesKey(),
      devicesKey(),
      messagesKey(),
      networkKey(),
      packetKey(2),
    ];
    expect(account.filter(isAccountKey)).toHaveLength(account.length);
    expect([channelListKey('1::ru'), contentMetaKey(5, 1, null), surveyKey(3)].some(isAccountKey)).toBe(false);
  });

  it('find the channel list and categories a favorite or purchase changes', () => {
    expect(isChannelListKey(channelListKey('1:2:ru'))).toBe(true);
    expect(isChannelListKey(channelCategoriesKey('1:2:ru'))).toBe(true);
    expect(isChannelListKey(currentUserKey())).toBe(false);
  });

  it('keep one viewer, profile or language apart from another', () => {
    expect(contentMetaKey(5, 1, 7)).not.toEqual(contentMetaKey(5, 1, 8));
    expect(channelListKey('1:2:ru')).not.toEqual(channelListKey('1:2:kk'));
  });
});
