/** An image of the portal's content: a hashed asset URL plus its intrinsic size and text alternative. */
export interface ContentImage {
  /** URL of the file (Vite fingerprints it at build time). */
  readonly src: string;
  /** Intrinsic width in px: the page sets it on the `<img>` so nothing shifts while it loads. */
  readonly width: number;
  /** Intrinsic height in px. */
  readonly height: number;
  /** Text alternative in pt-BR. */
  readonly alt: string;
}
