import {
  hasMorePages,
  imagePixelRatio,
  imageRequestWidth,
  isEagerRow,
  rowPageSize,
  shouldLoadMoreOnScroll,
  showOpenAllLink,
  showOpenAllTile,
  showSliderControls,
  sliderPadding,
} from './row-layout';

describe('row paging', () => {
  it('pages 24 by default, 21 for content-v, 18 for content-h, 100 when prerendering', () => {
    expect(rowPageSize('promo-wide')).toBe(24);
    expect(rowPageSize(null)).toBe(24);
    expect(rowPageSize('content-v')).toBe(21);
    expect(rowPageSize('content-h')).toBe(18);
    expect(rowPageSize('content-h', true)).toBe(100);
  });

  it('has more while a page comes back full', () => {
    expect(hasMorePages(24, 24)).toBe(true);
    expect(hasMorePages(23, 24)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
  });

  it('loads the first 4 rows eagerly', () => {
    expect(isEagerRow(3)).toBe(true);
    expect(isEagerRow(4)).toBe(false);
  });

  it('loads more within 1000 px of the bottom, 800 px up to 768 px wide', () => {
    expect(shouldLoadMoreOnScroll(1_000, 1_280)).toBe(true);
    expect(shouldLoadMoreOnScroll(1_001, 1_280)).toBe(false);
    expect(shouldLoadMoreOnScroll(900, 768)).toBe(false);
    expect(shouldLoadMoreOnScroll(800, 768)).toBe(true);
  });
});

describe('open all', () => {
  it('links from the header above 2 items', () => {
    expect(showOpenAllLink(2)).toBe(false);
    expect(showOpenAllLink(3)).toBe(true);
  });

  it('adds a tile above 6 items for content-h, content-v, history-h and channel', () => {
    for (const template of ['content-h', 'content-v', 'history-h', 'channel']) {
      expect(showOpenAllTile(7, template)).toBe(true);
      expect(showOpenAllTile(6, template)).toBe(false);
    }
    expect(showOpenAllTile(50, 'promo-bg')).toBe(false);
    expect(showOpenAllTile(50, 'person')).toBe(false);
  });
});

describe('slider', () => {
  it('pads by width', () => {
    expect(sliderPadding(1280)).toBe(120);
    expect(sliderPadding(1279)).toBe(100);
    expect(sliderPadding(1024)).toBe(100);
    expect(sliderPadding(1023)).toBe(80);
    expect(sliderPadding(933)).toBe(80);
    expect(sliderPadding(932)).toBe(60);
    expect(sliderPadding(481)).toBe(60);
    expect(sliderPadding(480)).toBe(24);
  });

  it('shows arrows and dots only above 480 px', () => {
    expect(showSliderControls(480)).toBe(false);
    expect(showSliderControls(481)).toBe(true);
  });
});

describe('image widths', () => {
  it('uses the table width times a ratio by screen width', () => {
    expect(imageRequestWidth('content-h', 1280)).toBe(343);
    expect(imageRequestWidth('channel', 1600)).toBe(570);
    expect(imageRequestWidth('promo-bg', 2560)).toBe(5760);
    expect(imageRequestWidth('wide', 1440)).toBe(1080);
  });

  it('picks ratio 1, 2 above 1440, 3 above 1920', () => {
    expect(imagePixelRatio(1440)).toBe(1);
    expect(imagePixelRatio(1441)).toBe(2);
    expect(imagePixelRatio(1920)).toBe(2);
    expect(imagePixelRatio(1921)).toBe(3);
  });

  it('sizes no kinds outside the table', () => {
    expect(imageRequestWidth('poster', 1280)).toBeNull();
    expect(imageRequestWidth('constructor', 1280)).toBeNull();
  });
});
