import { deviceTypeLabel } from './device-labels';

describe('deviceTypeLabel', () => {
  it('uses the application type when it is one of the labels', () => {
    expect(deviceTypeLabel({ applicationType: 'web', deviceType: 'pc', osName: 'linux' })).toBe('web');
    expect(deviceTypeLabel({ applicationType: 'android-mobile', deviceType: 'phone', osName: 'android' })).toBe('android_mobile');
    expect(deviceTypeLabel({ applicationType: 'ios', deviceType: 'phone', osName: 'ios' })).toBe('ios');
  });

  it('reads the OS and device type otherwise', () => {
    expect(deviceTypeLabel({ applicationType: '', deviceType: 'tv', osName: 'Android' })).toBe('android_tv');
    expect(deviceTypeLabel({ applicationType: '', deviceType: 'tv', osName: 'tizen' })).toBe('webkit');
    expect(deviceTypeLabel({ applicationType: '', deviceType: 'tv', osName: 'tvOS' })).toBe('tvos');
  });
});
