/** Control primitives every player may reuse (icon buttons, seek bar, radio menus, speed menu, volume). */
export { IconButton, type IconButtonProps } from './IconButton';
export { PlayerIcon, type PlayerIconName } from '../icons';
export { SeekBar, type SeekBarProps } from './SeekBar';
export { RadioMenu, type RadioMenuOption } from './RadioMenu';
export { SpeedMenu, formatSpeed } from './SpeedMenu';
export { VolumeControl, type VolumeControlProps } from './VolumeControl';
export { default as controlStyles } from './controls.module.css';
