import { SESSION_COOKIES } from '../session/cookies';
import {
  API_TARGET_COOKIE,
  DEBUG_COOKIE,
  apiTargetUrl,
  parseApiTargets,
  querySwitchCookies,
  querySwitchSettingsFromEnv,
  type CookieChange,
} from './query-switches';

const CLOSED = querySwitchSettingsFromEnv({});
const OPEN = querySwitchSettingsFromEnv({
  SHOW_DEBUG_ENABLED: '1',
  API_SWITCH_TARGETS: 'dev=https://dev-api.example/, stage=https://stage-api.example',
});
const SESSION_RESET: CookieChange[] = SESSION_COOKIES.map((name) => ({ name, value: null }));

const switches = (query: string, current: { debug?: string; apiTarget?: string } = {}, settings = OPEN) =>
  querySwitchCookies(new URLSearchParams(query), current, settings, SESSION_COOKIES);

describe('query switches', () => {
  it('are closed until the deployment configures them', () => {
    expect(switches('show_debug=1&devapi&customapi=stage', {}, CLOSED)).toEqual([]);
    // A mark left from when the deployment allowed it is taken back.
    expect(switches('', { debug: '1', apiTarget: 'dev' }, CLOSED)).toEqual([
      { name: DEBUG_COOKIE, value: null },
      { name: API_TARGET_COOKIE, value: null },
      ...SESSION_RESET,
    ]);
    expect(apiTargetUrl('dev', CLOSED)).toBeNull();
  });

  it('show_debug turns analytics debug on and off for the browser', () => {
    expect(switches('show_debug=1')).toEqual([{ name: DEBUG_COOKIE, value: '1' }]);
    expect(switches('show_debug')).toEqual([{ name: DEBUG_COOKIE, value: '1' }]);
    expect(switches('show_debug=1', { debug: '1' })).toEqual([]);
    expect(switches('show_debug=0', { debug: '1' })).toEqual([{ name: DEBUG_COOKIE, value: null }]);
    expect(switches('page=2', { debug: '1' })).toEqual([]);
  });

  it('devapi and customapi pick a configured back end by name and start a fresh session on it', () => {
    expect(switches('devapi')).toEqual([{ name: API_TARGET_COOKIE, value: 'dev' }, ...SESSION_RESET]);
    expect(switches('customapi=stage', { apiTarget: 'dev' })).toEqual([{ name: API_TARGET_COOKIE, value: 'stage' }, ...SESSION_RESET]);
    expect(switches('devapi=1', { apiTarget: 'dev' })).toEqual([]);
    expect(switches('devapi=0', { apiTarget: 'dev' })).toEqual([{ name: API_TARGET_COOKIE, value: null }, ...SESSION_RESET]);
    expect(switches('customapi=', { apiTarget: 'stage' })).toEqual([{ name: API_TARGET_COOKIE, value: null }, ...SESSION_RESET]);
    expect(apiTargetUrl('dev', OPEN)).toBe('https://dev-api.example');
    expect(apiTargetUrl('stage', OPEN)).toBe('https://stage-api.example');
  });

  it('never sends the gateway to an address from the link, nor to a name the deployment did not list', () => {
    expect(switches('customapi=https://evil.example')).toEqual([]);
    expect(switches('customapi=prod')).toEqual([]);
    expect(apiTargetUrl('https://evil.example', OPEN)).toBeNull();
    expect(apiTargetUrl(undefined, OPEN)).toBeNull();
  });

  it('reads only names with http(s) back ends from API_SWITCH_TARGETS', () => {
    expect([...parseApiTargets('dev=https://a.example/v, bad name=https://b.example, ftp=ftp://c.example, x=not a url, =https://d.example')]).toEqual([
      ['dev', 'https://a.example/v'],
    ]);
    expect(parseApiTargets(undefined).size).toBe(0);
  });
});
