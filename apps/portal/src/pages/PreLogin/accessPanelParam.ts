import { ACCESS_PANEL_PARAMS, type AccessPanelParam } from '@jornada/flows';

/** The deep link `?painel=` as a first panel; any other value (or none) is ignored. */
export function accessPanelParam(value: string | null | undefined): AccessPanelParam | undefined {
  return ACCESS_PANEL_PARAMS.find((panel) => panel === value);
}
