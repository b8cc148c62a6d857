import { IPHONE_HIDDEN_MEDIA_TYPES, isIphoneUserAgent, type MediaType } from '@member-area/domain';

export const isIphone = () => typeof navigator !== 'undefined' && isIphoneUserAgent(navigator.userAgent);

/** SPEC.md 6: game and software are hidden on iPhone (the domain rule, same as the menu's). */
export function hiddenOnThisDevice(mediaType: MediaType, iphone = isIphone()): boolean {
  return iphone && IPHONE_HIDDEN_MEDIA_TYPES.includes(mediaType);
}
