import {
  ageLabel,
  ageMarks,
  cardDescription,
  isDescriptionCollapsible,
  isPersonNoindex,
  metaDescription,
  personContents,
  ratingColor,
  resumePosition,
  shownRating,
  similarItems,
  visibleEpisodes,
} from './content-rules';

describe('resumePosition', () => {
  it('resumes between 10 and 12600 s when not fully watched', () => {
    expect(resumePosition({ seconds: 10, watchPercentage: 1 })).toBe(10);
    expect(resumePosition({ seconds: 12_600, watchPercentage: 99 })).toBe(12_600);
    expect(resumePosition({ seconds: 9 })).toBe(0);
    expect(resumePosition({ seconds: 12_601 })).toBe(0);
    expect(resumePosition({ seconds: 500, watchPercentage: 100 })).toBe(0);
    expect(resumePosition(null)).toBe(0);
  });
});

describe('descriptions', () => {
  it('collapses beyond 400 characters', () => {
    expect(isDescriptionCollapsible('a'.repeat(400))).toBe(false);
    expect(isDescriptionCollapsible('a'.repeat(401))).toBe(true);
  });

  it('cuts the card variant at a paragraph boundary before 600', () => {
    const text = `${'a'.repeat(300)}\n${'b'.repeat(250)}\n${'c'.repeat(200)}`;
    expect(cardDescription(text, false)).toEqual({ text: `${'a'.repeat(300)}\n${'b'.repeat(250)}`, cut: true });
    expect(cardDescription(text, true)).toEqual({ text, cut: false });
    expect(cardDescription('short', false)).toEqual({ text: 'short', cut: false });
  });

  it('cuts at 600 when the first paragraph is longer', () => {
    expect(cardDescription('x'.repeat(700), false)).toEqual({ text: 'x'.repeat(600), cut: true });
  });

  it('trims meta descriptions to 70 characters', () => {
    expect(metaDescription(`  A  film\nabout ${'z'.repeat(100)}`)).toHaveLength(70);
    expect(metaDescription('A  film\nabout')).toBe('A film about');
    expect(metaDescription(null)).toBe('');
  });
});

describe('ratings and age', () => {
  it('hides zero and non-numeric ratings', () => {
    expect(shownRating(7.5)).toBe(7.5);
    expect(shownRating('8,1')).toBe(8.1);
    expect(shownRating(0)).toBeNull();
    expect(shownRating('0.0')).toBeNull();
    expect(shownRating('n/a')).toBeNull();
    expect(shownRating('')).toBeNull();
    expect(shownRating(null)).toBeNull();
  });

  it('colours below 6.1 grey', () => {
    expect(ratingColor(6.09)).toBe('grey');
    expect(ratingColor(6.1)).toBe('green');
  });

  it('labels ages as N+', () => {
    expect(ageLabel(16)).toBe('16+');
    expect(ageLabel(0)).toBe('0+');
    expect(ageLabel(null)).toBeNull();
  });
});

describe('episodes and similar', () => {
  it('shows 25 episodes, then all', () => {
    const episodes = Array.from({ length: 40 }, (_, index) => index);
    expect(visibleEpisodes(episodes, false)).toHaveLength(25);
    expect(visibleEpisodes(episodes, true)).toHaveLength(40);
  });

  it('keeps 12 similar items', () => {
    expect(similarItems(Array.from({ length: 20 }, (_, index) => index))).toHaveLength(12);
  });
});

describe('person page', () => {
  it('keeps ages up to 12 for a child profile', () => {
    const contents = [{ age: 6 }, { age: 12 }, { age: 16 }, { age: null }];
    expect(personContents(contents, true)).toEqual([{ age: 6 }, { age: 12 }]);
    expect(personContents(contents, false)).toHaveLength(4);
  });

  it('is noindex with fewer than 2 contents or an id without letters', () => {
    expect(isPersonNoindex('keanu-reeves', 2)).toBe(false);
    expect(isPersonNoindex('keanu-reeves', 1)).toBe(true);
    expect(isPersonNoindex('12345', 10)).toBe(true);
    expect(isPersonNoindex('киану-ривз', 3)).toBe(false);
  });
});

describe('ageMarks', () => {
  it('shows the age rating text (motion_rating.text) beside the age label, once', () => {
    expect(ageMarks({ age: 12, motionRating: 'PG-13' })).toEqual(['12+', 'PG-13']);
    expect(ageMarks({ age: 16, motionRating: '16+' })).toEqual(['16+']);
    expect(ageMarks({ age: null, motionRating: 'R' })).toEqual(['R']);
    expect(ageMarks({ age: 6, motionRating: null })).toEqual(['6+']);
  });
});
