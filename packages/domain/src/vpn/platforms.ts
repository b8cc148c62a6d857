/** The download instructions of the VPN page: platforms, their requirements (SPEC.md 9) and the Android steps (SPEC.md 2). */

export const VPN_PLATFORMS = ['android', 'ios', 'windows', 'debian', 'macos'] as const;
export type VpnPlatform = (typeof VPN_PLATFORMS)[number];

/**
 * SPEC.md 9 "VPN requirements": Windows 7 or later, Android 9 or later, iOS 7 or later, macOS High
 * Sierra or later, x64 Debian. The web shows them through translated sentences taking `minimum`.
 */
export const VPN_REQUIREMENTS: Readonly<Record<VpnPlatform, { minimum: string }>> = {
  android: { minimum: '9' },
  ios: { minimum: '7' },
  windows: { minimum: '7' },
  debian: { minimum: 'x64' },
  macos: { minimum: 'High Sierra (10.13)' },
};

/** SPEC.md 2, in this order: the Android steps, as keys of the vpn locale namespace. */
export const VPN_ANDROID_STEPS = [
  'openBrowser',
  'chooseAndroid',
  'download',
  'waitForApk',
  'openFileManager',
  'pickDownloads',
  'install',
  'open',
  'signIn',
  'chooseLocation',
] as const;
export type VpnAndroidStep = (typeof VPN_ANDROID_STEPS)[number];

/** Product names, the same in every language (so they are not in the locale files). */
export const VPN_PLATFORM_NAMES: Readonly<Record<VpnPlatform, string>> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  debian: 'Debian',
  macos: 'macOS',
};
