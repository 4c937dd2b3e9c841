import {
  buildSurveyAnswer,
  canCreateProfile,
  canSubmitPromoCode,
  clampSearchInput,
  contentIdOf,
  digitsOnly,
  isHoneypotTripped,
  otpCodeLength,
  parseChannelId,
  phoneLengthFromMask,
  searchQueryFor,
  showCreateProfileTile,
  usesRegionalOtpFlow,
  validateInfoEmail,
  validateNotificationEmail,
  validateOtpCode,
  validatePhone,
  validatePromoCode,
  validateRequiredName,
} from './validation';

describe('phone', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+7 (701) 123-45-67')).toBe('77011234567');
  });

  it('counts mask placeholders and digits, defaulting to 11', () => {
    expect(phoneLengthFromMask('+7 (###) ###-##-##')).toBe(11);
    expect(phoneLengthFromMask('+998 __ ___ __ __')).toBe(12);
    expect(phoneLengthFromMask('XXX-XXX')).toBe(6);
    expect(phoneLengthFromMask('+7 (999) 000-00-00')).toBe(11);
    expect(phoneLengthFromMask(null)).toBe(11);
    expect(phoneLengthFromMask('')).toBe(11);
  });

  it('accepts the required length and reports error_wrong_phone otherwise', () => {
    expect(validatePhone('+7 701 123 45 67')).toEqual({ ok: true, value: '77011234567' });
    expect(validatePhone('7701123456')).toEqual({ ok: false, error: 'error_wrong_phone' });
    expect(validatePhone('770112345678')).toEqual({ ok: false, error: 'error_wrong_phone' });
    expect(validatePhone('')).toEqual({ ok: false, error: 'error_wrong_phone' });
    expect(validatePhone('998 90 123 45 67', { mask: '+998 ## ### ## ##' }).ok).toBe(true);
  });

  it('needs 9 digits in the address variant when the first digit is not 7', () => {
    const rules = { regionalAddressVariant: true };
    expect(validatePhone('901234567', rules).ok).toBe(true);
    expect(validatePhone('90123456789', rules).ok).toBe(false);
    expect(validatePhone('77011234567', rules).ok).toBe(true);
    expect(validatePhone('701234567', rules).ok).toBe(false);
  });

  it('runs the variant one-time-code flow only for phones beginning with 7', () => {
    expect(usesRegionalOtpFlow('77011234567')).toBe(true);
    expect(usesRegionalOtpFlow('901234567')).toBe(false);
  });
});

describe('one-time code', () => {
  it('uses the provider length, else 4', () => {
    expect(otpCodeLength({})).toBe(4);
    expect(otpCodeLength({ providerOtpLength: 6 })).toBe(6);
    expect(otpCodeLength({ providerOtpLength: 0 })).toBe(4);
  });

  it('uses 8 in the address variant when the phone does not begin with 7', () => {
    expect(otpCodeLength({ regionalAddressVariant: true, phone: '901234567', providerOtpLength: 6 })).toBe(8);
    expect(otpCodeLength({ regionalAddressVariant: true, phone: '77011234567' })).toBe(4);
    expect(otpCodeLength({ regionalAddressVariant: false, phone: '901234567' })).toBe(4);
  });

  it('requires a code of exactly that many digits', () => {
    expect(validateOtpCode('1234', {})).toEqual({ ok: true, value: '1234' });
    expect(validateOtpCode('  ', {})).toEqual({ ok: false, error: 'required' });
    expect(validateOtpCode('123', {})).toEqual({ ok: false, error: 'wrong_length' });
    expect(validateOtpCode('12a4', {})).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('promo code', () => {
  it('is required, trimmed and at most 15 characters', () => {
    expect(validatePromoCode('  SPRING2026  ')).toEqual({ ok: true, value: 'SPRING2026' });
    expect(validatePromoCode('   ')).toEqual({ ok: false, error: 'required' });
    expect(validatePromoCode('A'.repeat(15)).ok).toBe(true);
    expect(validatePromoCode('A'.repeat(16))).toEqual({ ok: false, error: 'too_long' });
  });

  it('disables submit when empty or busy', () => {
    expect(canSubmitPromoCode('CODE', false)).toBe(true);
    expect(canSubmitPromoCode('CODE', true)).toBe(false);
    expect(canSubmitPromoCode('', false)).toBe(false);
  });
});

describe('names and profiles', () => {
  it('requires a name', () => {
    expect(validateRequiredName(' Ann ')).toEqual({ ok: true, value: 'Ann' });
    expect(validateRequiredName(' ')).toEqual({ ok: false, error: 'required' });
  });

  it('allows at most 5 profiles and hides the create tile under parental settings', () => {
    expect(canCreateProfile(4)).toBe(true);
    expect(canCreateProfile(5)).toBe(false);
    expect(showCreateProfileTile(4, false)).toBe(true);
    expect(showCreateProfileTile(4, true)).toBe(false);
    expect(showCreateProfileTile(5, false)).toBe(false);
  });
});

describe('e-mail', () => {
  it('info form: optional, rejects Cyrillic and punycode', () => {
    expect(validateInfoEmail('')).toEqual({ ok: true, value: '' });
    expect(validateInfoEmail('ann@example.com')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(validateInfoEmail('анна@example.com').ok).toBe(false);
    expect(validateInfoEmail('ann@пример.рф').ok).toBe(false);
    expect(validateInfoEmail('ann@xn--e1afmkfd.xn--p1ai').ok).toBe(false);
    expect(validateInfoEmail('ann@example').ok).toBe(false);
  });

  it('notification form: required and a standard address', () => {
    expect(validateNotificationEmail('')).toEqual({ ok: false, error: 'required' });
    expect(validateNotificationEmail('a b@example.com')).toEqual({ ok: false, error: 'invalid' });
    expect(validateNotificationEmail('a@@example.com')).toEqual({ ok: false, error: 'invalid' });
    expect(validateNotificationEmail('a.b+c@mail.example.kz')).toEqual({ ok: true, value: 'a.b+c@mail.example.kz' });
  });
});

describe('honeypot', () => {
  it('ignores forms whose hidden name field is filled', () => {
    expect(isHoneypotTripped('')).toBe(false);
    expect(isHoneypotTripped(undefined)).toBe(false);
    expect(isHoneypotTripped('bot')).toBe(true);
  });
});

describe('survey', () => {
  it('needs an answer or other text', () => {
    expect(buildSurveyAnswer({ answerIds: [], userText: ' ', allowUserAnswer: true })).toEqual({
      ok: false,
      error: 'error_none_field_is_selected',
    });
    expect(buildSurveyAnswer({ answerIds: [2], userText: '', allowUserAnswer: false })).toEqual({
      ok: true,
      value: { answer_ids: [2] },
    });
  });

  it('sends the text only when the survey allows a user answer', () => {
    expect(buildSurveyAnswer({ answerIds: [], userText: ' Too slow ', allowUserAnswer: true })).toEqual({
      ok: true,
      value: { answer_ids: [], user_text: 'Too slow' },
    });
    expect(buildSurveyAnswer({ answerIds: [1], userText: 'ignored', allowUserAnswer: false })).toEqual({
      ok: true,
      value: { answer_ids: [1] },
    });
    expect(buildSurveyAnswer({ answerIds: [], userText: 'ignored', allowUserAnswer: false }).ok).toBe(false);
  });
});

describe('search input', () => {
  it('caps the input at 255 characters', () => {
    expect(clampSearchInput('a'.repeat(300))).toHaveLength(255);
  });

  it('navigates with the lowercased text once min chars are typed', () => {
    expect(searchQueryFor('Kanal')).toBe('kanal');
    expect(searchQueryFor('  ')).toBeNull();
    expect(searchQueryFor('ab', 3)).toBeNull();
    expect(searchQueryFor('abc', 3)).toBe('abc');
  });
});

describe('identifiers', () => {
  it('accepts numeric channel ids only', () => {
    expect(parseChannelId('42')).toBe(42);
    expect(parseChannelId(42)).toBe(42);
    expect(parseChannelId('first-channel')).toBeNull();
    expect(parseChannelId('4x2')).toBeNull();
    expect(parseChannelId('')).toBeNull();
    expect(parseChannelId(-1)).toBeNull();
    expect(parseChannelId(1.5)).toBeNull();
  });

  it('reduces content ids to their trailing digits', () => {
    expect(contentIdOf('the-film-2019-123')).toBe(123);
    expect(contentIdOf('123')).toBe(123);
    expect(contentIdOf(77)).toBe(77);
    expect(contentIdOf('no-digits')).toBeNull();
  });
});
