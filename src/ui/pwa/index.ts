/** PWA controls: mount UpdateBanner and OfflineIndicator once at the app root; InstallButton where it fits (header). */
export { UpdateBanner, UPDATE_AVAILABLE } from './UpdateBanner';
export { InstallButton, INSTALL_APP } from './InstallButton';
export { OfflineIndicator, OFFLINE_MESSAGE, pendingChanges } from './OfflineIndicator';
