import { canPreviewChannel, hoverDelayMs, previewWidth, zoomDelayMs } from './channel-preview';

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

  it('sizes the preview by mode', () => {
    expect(previewWidth('fullscreen')).toBe(147);
    expect(previewWidth('mobile')).toBe(98);
    expect(previewWidth('desktop')).toBe(122.5);
  });

  it('never previews adult channels', () => {
    expect(canPreviewChannel({ isAdult: true })).toBe(false);
    expect(canPreviewChannel({ isAdult: false })).toBe(true);
  });
});
