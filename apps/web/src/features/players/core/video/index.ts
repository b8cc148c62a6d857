/** What the video players (movie, stream) share: the element engine, idle controls and the frame's views. */
export { useVideoElement, type VideoElement, type VideoElementState } from './useVideoElement';
export { useIdleControls, CONTROLS_HIDE_MS } from './useIdleControls';
export {
  BigPlayButton,
  FullscreenButton,
  PlayToggle,
  VideoCenter,
  VideoControlRow,
  VideoControls,
  VideoFrame,
  VideoPicture,
  VideoVolume,
  videoStyles,
} from './VideoFrame';
