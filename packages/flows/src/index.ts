export * from './components';
export { ACCESS_PANEL_PARAMS, type AccessPanelParam } from './machines/accessTypes';
