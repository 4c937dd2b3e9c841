import {
  canPreviewChannel,
  hoverDelayMs,
  previewDelayMs,
  previewMode,
  previewWidth,
  zoomDelayMs,
} from './channel-preview';

describe('channel preview', () => {
  it('zooms after 200 ms when moving to another item, 30 ms otherwise', () => {
    expect(zoomDelayMs(true)).toBe(200);
    expect(zoomDelayMs(false)).toBe(30);
  });

  it('waits 200 ms on touch or up to 932 px, 20 ms otherwise', () => {
    expect(hoverDelayMs(true, 1920)).toBe(200);
    expect(hoverDelayMs(false, 932)).toBe(200);
    expect(hoverDelayMs(false, 933)).toBe(20);
  });

  it('previews on mouse hover, a held touch (200 ms) and focus zoom, not for a mouse that cannot hover', () => {
    const wide = { canHover: true, windowWidth: 1920, changingItem: false };
    expect(previewDelayMs({ ...wide, source: 'mouse' })).toBe(20 + 30);
    expect(previewDelayMs({ ...wide, source: 'touch', canHover: false })).toBe(200 + 30);
    expect(previewDelayMs({ ...wide, source: 'focus', canHover: false, changingItem: true })).toBe(20 + 200);
    expect(previewDelayMs({ ...wide, source: 'focus', windowWidth: 900 })).toBe(200 + 30);
    expect(previewDelayMs({ ...wide, source: 'mouse', canHover: false })).toBeNull();
  });

  it('sizes the preview by where it shows', () => {
    expect(previewWidth(previewMode(true, 1920))).toBe(147);
    expect(previewWidth(previewMode(false, 932))).toBe(98);
    expect(previewWidth(previewMode(false, 1280))).toBe(122.5);
    expect(previewWidth('fullscreen')).toBe(147);
    expect(previewWidth('mobile')).toBe(98);
    expect(previewWidth('desktop')).toBe(122.5);
  });

  it('never previews adult channels: flagged, of unknown age, 18+, or above 12 for a child', () => {
    const adultViewer = { isChildProfile: false };
    const child = { isChildProfile: true };
    expect(canPreviewChannel({ isAdult: true, age: 0 }, adultViewer)).toBe(false);
    expect(canPreviewChannel({ isAdult: false, age: null }, adultViewer)).toBe(false);
    expect(canPreviewChannel({ isAdult: false, age: 18 }, adultViewer)).toBe(false);
    expect(canPreviewChannel({ isAdult: false, age: 16 }, adultViewer)).toBe(true);
    expect(canPreviewChannel({ isAdult: false, age: 16 }, child)).toBe(false);
    expect(canPreviewChannel({ isAdult: false, age: 12 }, child)).toBe(true);
  });
});
