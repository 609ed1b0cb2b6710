/** One entry of the header menu: internal path or external URL, optionally with a submenu. */
export interface MenuItem {
  label: string;
  /** Internal path (`/regulamento`) or, when `external`, a full URL. */
  target: string;
  /** Opens in a new window instead of navigating inside the portal. */
  external?: boolean;
  /** Opens in a new tab (`target="_blank"`), internal or external. */
  newTab?: boolean;
  /** A submenu: the entry becomes a disclosure button that shows these items. */
  children?: readonly MenuItem[];
}
