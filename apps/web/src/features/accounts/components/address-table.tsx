import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ComPartnerAddrDto, ComPartnerDto } from '@app/contracts';

/** "Modena (MO)" */
export const cityWithProvince = (partner: ComPartnerDto | undefined) =>
  partner ? [partner.city, partner.province ? `(${partner.province})` : ''].filter(Boolean).join(' ') : '';

export const referentOf = (partner: ComPartnerDto | undefined) =>
  partner ? [partner.name, partner.surname].filter(Boolean).join(' ') : '';

/**
 * Addresses with their place and referent (from the address's partner record): customer (the
 * account's business name, optional), address, city with province, referent, then the actions;
 * one card per address on a phone (`table-cards`).
 * Rows `address-row-<id>`.
 */
export function AddressTable({
  addresses,
  partners,
  showCustomer,
  actions,
  testId,
}: {
  addresses: ComPartnerAddrDto[];
  partners: Map<number, ComPartnerDto>;
  showCustomer: boolean;
  actions: (address: ComPartnerAddrDto) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table striped hover responsive className="align-middle table-cards" data-testid={testId}>
      <thead>
        <tr>
          {showCustomer && <th scope="col">{t('accountManagement.address.customer')}</th>}
          <th scope="col">{t('accountManagement.address.fields.address')}</th>
          <th scope="col">{t('accountManagement.address.cityProvince')}</th>
          <th scope="col">{t('accountManagement.address.referent')}</th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{t('accountManagement.common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {addresses.map((address) => {
          const partner = address.partnerId === null ? undefined : partners.get(address.partnerId);
          return (
            <tr key={address.id} data-testid={`address-row-${address.id}`}>
              {showCustomer && (
                <td data-testid="address-customer" data-label={t('accountManagement.address.customer')}>
                  {address.accountBusinessName}
                </td>
              )}
              <td data-testid="address-address" data-label={t('accountManagement.address.fields.address')}>
                <span>
                  {partner?.address}
                  {address.defaultSelection && (
                    <Badge bg="secondary" className="ms-2">
                      {t('accountManagement.address.default')}
                    </Badge>
                  )}
                </span>
              </td>
              <td data-testid="address-city" data-label={t('accountManagement.address.cityProvince')}>
                {cityWithProvince(partner)}
              </td>
              <td data-testid="address-referent" data-label={t('accountManagement.address.referent')}>
                {referentOf(partner)}
              </td>
              <td className="text-end text-nowrap table-cards-actions">
                <div className="d-inline-flex flex-wrap justify-content-end gap-1">{actions(address)}</div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
