export { CampaignTile, type CampaignTileProps } from './CampaignTile';
