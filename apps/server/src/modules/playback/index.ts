/** The public surface of modules/playback: other modules import only this (docs/modules.md); module.ts declares it. */
export { PackagedAssets } from './packaged-assets';
export {
  PACKAGED_KINDS,
  folderOf,
  type PackagedAsset,
  type PackagedKind,
  type StoredAsset,
} from './packaged-repo';
export { PACKAGED_ROOT, HLS_MIME_TYPE } from './packaged';
