import type { ContentMeta, VodStream } from '@/lib/api/types/catalogue';
import { contentMetaFixture } from '@/tests/support/content-meta';
import { WATCH_START_TTL_MS, startWatchEarly, streamPlanOf, takeEarlyWatchStart } from './watch-start';

const getContentMeta = jest.fn<Promise<ContentMeta>, [unknown, number]>();
const getVodStream = jest.fn<Promise<VodStream>, [unknown, number, number, number | undefined]>();
jest.mock('./browser-catalogue-api', () => ({
  loadCatalogueApi: async () => ({ catalogue: { getContentMeta, getVodStream }, api: {} }),
}));

const FILM = { id: 7, contentType: 'film', libraryId: 1, age: 12, isAdult: false };
const STREAM = { hls: 'https://media.test/7.m3u8', statId: 1 } as VodStream;

/** The shared meta fixture (tests/support/content-meta.ts), for this file's title 7. */
const meta = (patch: Partial<ContentMeta> = {}): ContentMeta => contentMetaFixture({ contentId: 7, ...patch });

let now = 1_000_000;
beforeEach(() => {
  getContentMeta.mockReset();
  getVodStream.mockReset().mockResolvedValue(STREAM);
  // Each test starts with no early start left over by the one before.
  now += WATCH_START_TTL_MS;
});

describe('the stream a start asks at once', () => {
  it('is the library and resume point of a title that plays straight away', () => {
    expect(streamPlanOf(FILM, meta())).toEqual({ libraryId: 1, resume: 0 });
    const watched = meta({ history: { seconds: 600, durationSec: 5400, updatedAt: null } });
    expect(streamPlanOf(FILM, watched)).toEqual({ libraryId: 1, resume: 600 });
  });

  it('is none where the page must act first: unpurchased, lost, archive, series, adult', () => {
    expect(streamPlanOf(FILM, meta({ isPurchased: false, isAvailable: false }))).toBeNull();
    expect(streamPlanOf(FILM, meta({ isLost: true }))).toBeNull();
    const schedule = { channelId: 1, startSec: 1 } as NonNullable<ContentMeta['streamUsing']['contentSchedule']>;
    expect(streamPlanOf(FILM, meta({ streamUsing: { libraryId: 1, contentSchedule: schedule } }))).toBeNull();
    const next = { id: 8, slug: null, season: 1, episode: 1 };
    expect(streamPlanOf({ ...FILM, contentType: 'series' }, meta({ nextToPlay: next }))).toBeNull();
    expect(streamPlanOf({ ...FILM, isAdult: true }, meta())).toBeNull();
    expect(streamPlanOf({ ...FILM, age: 18 }, meta())).toBeNull();
  });
});

describe('an early start', () => {
  it('gives the watch page the meta and stream asked at the press, once', async () => {
    getContentMeta.mockResolvedValue(meta());
    startWatchEarly('en', FILM, null, now);
    const early = takeEarlyWatchStart('en', 7, now + 500);
    expect(early).not.toBeNull();
    await expect(early?.meta).resolves.toMatchObject({ contentId: 7 });
    await expect(early?.streamFor({ libraryId: 1, resume: 0 })).resolves.toBe(STREAM);
    expect(getVodStream).toHaveBeenCalledWith({}, 1, 7, undefined);
    expect(takeEarlyWatchStart('en', 7, now + 600)).toBeNull();
  });

  it('is not used for another title, language, or after 10 s', () => {
    getContentMeta.mockResolvedValue(meta());
    startWatchEarly('en', FILM, null, now);
    expect(takeEarlyWatchStart('en', 8, now)).toBeNull();
    expect(takeEarlyWatchStart('ru', 7, now)).toBeNull();
    expect(takeEarlyWatchStart('en', 7, now + WATCH_START_TTL_MS)).toBeNull();
  });

  it('asks one meta for repeated presses, and no stream when the title does not play at once', async () => {
    getContentMeta.mockResolvedValue(meta({ isPurchased: false, isAvailable: false }));
    startWatchEarly('en', FILM, null, now);
    startWatchEarly('en', FILM, null, now + 10);
    const early = takeEarlyWatchStart('en', 7, now + 20);
    await expect(early?.streamFor({ libraryId: 1, resume: 0 })).resolves.toBeNull();
    expect(getContentMeta).toHaveBeenCalledTimes(1);
    expect(getVodStream).not.toHaveBeenCalled();
  });

  it('asks the stream beside the fresh meta from the meta the card holds; the page checks the plans agree', async () => {
    let answerMeta: (value: ContentMeta) => void = () => undefined;
    getContentMeta.mockReturnValue(new Promise((resolve) => (answerMeta = resolve)));
    startWatchEarly('en', FILM, meta(), now);
    const early = takeEarlyWatchStart('en', 7, now);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getVodStream).toHaveBeenCalledTimes(1);
    answerMeta(meta({ history: { seconds: 600, durationSec: 5400, updatedAt: null } }));
    // The viewer watched on elsewhere meanwhile: the fresh meta resumes at 600 s, so the early stream is not used.
    await expect(early?.streamFor({ libraryId: 1, resume: 600 })).resolves.toBeNull();
  });

  it("for the episode a series plays, asks the stream after that episode's fresh meta", async () => {
    getContentMeta.mockResolvedValue(meta({ contentId: 8 }));
    startWatchEarly('en', { ...FILM, id: 8 }, meta(), now);
    const early = takeEarlyWatchStart('en', 8, now);
    await expect(early?.streamFor({ libraryId: 1, resume: 0 })).resolves.toBe(STREAM);
    expect(getVodStream).toHaveBeenCalledWith({}, 1, 8, undefined);
  });

  it('leaves the stream to the page when the page plans another one', async () => {
    getContentMeta.mockResolvedValue(meta());
    startWatchEarly('en', FILM, null, now);
    const early = takeEarlyWatchStart('en', 7, now);
    await expect(early?.streamFor({ libraryId: 1, resume: 600 })).resolves.toBeNull();
  });

  it('hands its failure to the page, which reports it', async () => {
    getContentMeta.mockResolvedValue(meta());
    getVodStream.mockRejectedValue(new Error('not_purchased'));
    startWatchEarly('en', FILM, null, now);
    const early = takeEarlyWatchStart('en', 7, now);
    await expect(early?.streamFor({ libraryId: 1, resume: 0 })).rejects.toThrow('not_purchased');
  });
});
