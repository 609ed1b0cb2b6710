export { OFFLINE_MESSAGE, OfflineBanner, type OfflineBannerProps } from './OfflineBanner';
