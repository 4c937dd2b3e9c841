import { render } from '@testing-library/react';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { PlayerStill } from './player-still';

const onAir = { imageSrc: 'http://art/programme.jpg' } as ScheduleItem;
const archived = { imageSrc: 'http://art/archived.jpg' } as ScheduleItem;
const channel = { cover: { bg: 'http://art/cover.jpg' }, currentSchedule: onAir } as Channel;

const stillOf = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src') ?? null;

describe('PlayerStill', () => {
  it('shows the programme on air, the programme opened, else the channel cover', () => {
    expect(stillOf(render(<PlayerStill channel={channel} />).container)).toBe('http://art/programme.jpg');
    expect(stillOf(render(<PlayerStill channel={channel} programme={archived} />).container)).toBe('http://art/archived.jpg');
    const noPicture = { ...channel, currentSchedule: { imageSrc: null } as ScheduleItem };
    expect(stillOf(render(<PlayerStill channel={noPicture} />).container)).toBe('http://art/cover.jpg');
  });

  it('keeps the busy 16:9 place without a channel', () => {
    const { container } = render(<PlayerStill channel={null} label="Loading" />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild).toHaveAttribute('aria-label', 'Loading');
    // A name is allowed on a status, not on a bare div (WCAG 4.1.2, axe aria-prohibited-attr).
    expect(container.firstElementChild).toHaveAttribute('role', 'status');
    expect(stillOf(container)).toBeNull();
  });

  it('lets phones skip the still of the wide layout the server rendered', () => {
    const { container } = render(<PlayerStill channel={channel} wideOnly />);
    const source = container.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(max-width: 932px)');
    expect(source?.getAttribute('srcset')).toMatch(/^data:image\/gif/);
  });
});
