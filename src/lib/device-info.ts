// Device info of spec §3 (browser, OS, device type) read from the user agent, for error reports.
export interface DeviceInfo {
  did: string;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  browserName: string;
  osName: string;
  osVersion: string;
  mobileVendor: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/(?:iPhone|iPad|iPod).*OS ([\d_]+)/, 'iOS'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/Android ([\d.]+)/, 'Android'],
  [/CrOS/, 'Chrome OS'],
  [/Linux/, 'Linux'],
];

export function deviceInfoFrom(userAgent: string, did: string): DeviceInfo {
  const browser = BROWSERS.find(([re]) => re.test(userAgent));
  const os = SYSTEMS.find(([re]) => re.test(userAgent));
  const osMatch = os ? os[0].exec(userAgent) : null;
  const tablet = /iPad|Tablet|(Android(?!.*Mobile))/.test(userAgent);
  const mobile = !tablet && /Mobi|iPhone|Android/.test(userAgent);
  const vendor = /iPhone|iPad|iPod/.test(userAgent) ? 'Apple' : /Samsung|SM-/.test(userAgent) ? 'Samsung' : '';
  return {
    did,
    deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
    browserName: browser ? `${browser[1]} ${browser[0].exec(userAgent)?.[1] ?? ''}`.trim() : 'Unknown',
    osName: os?.[1] ?? 'Unknown',
    osVersion: (osMatch?.[1] ?? '').replace(/_/g, '.'),
    mobileVendor: vendor,
  };
}
