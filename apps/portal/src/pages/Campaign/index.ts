export { default } from './CampaignPage';
