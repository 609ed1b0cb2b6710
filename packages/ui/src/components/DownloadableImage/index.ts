export {
  DownloadableImage,
  type DownloadableImageKind,
  type DownloadableImageProps,
} from './DownloadableImage';
export { downloadFileName, extensionOf, slugify } from './fileName';
