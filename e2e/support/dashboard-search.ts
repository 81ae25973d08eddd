import type { DashboardDevice } from '@app/contracts';

/**
 * What the dashboard's filter searches in a device, written from the product's rule (name, owner,
 * serial, model, address; an owner without a name is a private consumer), not from the web's code,
 * so a test counting the rows it should keep checks the page against the rule.
 */
export function dashboardSearchText(d: DashboardDevice): string {
  return [
    d.name,
    d.owner ? (d.owner.name ?? 'Consumatore privato') : '',
    d.serialNumber,
    d.model?.name,
    d.address.label,
  ]
    .join(' ')
    .toLowerCase();
}
