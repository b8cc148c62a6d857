/** Public face of the playlists feature: the add-to-playlist menu shown on titles and in players. */
export { AddToPlaylistMenu } from './components/AddToPlaylistMenu';
