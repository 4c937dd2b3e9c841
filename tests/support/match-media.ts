/** jsdom has no matchMedia: every media query answers "no match", as on a wide desktop screen. */
export function stubMatchMediaNoMatch(): void {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
