export { ImageScroller, type ImageScrollerProps, type ScrollerImage } from './ImageScroller';
