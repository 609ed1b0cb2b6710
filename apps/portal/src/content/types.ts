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

/** The texts of one image of a campaign, under its file name in campaign.json. */
export interface CampaignImageTexts {
  /** Text alternative in pt-BR: what the image shows and, on pages and steps, its main text. */
  readonly alt: string;
  /** Short visible caption in pt-BR: how-to (`como-participar-…`) images only. */
  readonly caption?: string;
}

/** A campaign folder's campaign.json (its name is on its line of campaigns/list.ts). */
export interface CampaignTexts {
  /** Title of the campaign's section on /regulamento. */
  readonly regulationName: string;
  /** Descriptive text of the campaign page, one string per paragraph. */
  readonly description: readonly string[];
  /** Cycles shown on the campaign page (`Março–Maio 2025`); empty for campaigns without cycles. */
  readonly cycles: readonly string[];
  /** The texts of each image file, by its name without extension (`key`, `regulamento-1`, …). */
  readonly images: Readonly<Record<string, CampaignImageTexts>>;
}
