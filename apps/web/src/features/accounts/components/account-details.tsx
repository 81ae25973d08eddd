import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { shownAccountFields, type AccountDto, type AccountRole } from '@app/contracts';
import { formatNumber } from '../../../lib/formatters';
import { accountFieldValue } from '../utils/account-rules';

/** The read-only view of an account: login, type, state, the fields of its type, and its IoT limits. */
export function AccountDetails({ account, role }: { account: AccountDto; role: AccountRole }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    ['login', account.user?.login ?? ''],
    ['type', t(`accountManagement.roles.${role}`)],
    [
      'state',
      <Badge key="state" bg={account.state === 'ACTIVE' ? 'success' : 'secondary'}>
        {t(`accountManagement.states.${account.state}`, { defaultValue: account.state })}
      </Badge>,
    ],
    ...shownAccountFields(role).map((field): [string, ReactNode] => {
      const value = accountFieldValue(account, field);
      return [
        field,
        field === 'langKey' && value ? t(`global.languages.${value}`, { defaultValue: value }) : value,
      ];
    }),
    ['iotStatusFrequency', formatNumber(account.iotStatusFrequency, i18n.language)],
    ['maxIotRequestPerMonth', formatNumber(account.maxIotRequestPerMonth, i18n.language)],
  ];
  return (
    <dl className="row mb-0" data-testid="account-details">
      {rows.map(([field, value]) => (
        <div className="col-12 col-md-6 row mx-0 py-2 border-bottom" key={field}>
          <dt className="col-sm-5">{t(`accountManagement.fields.${field}`)}</dt>
          <dd className="col-sm-7 mb-0 text-break" data-testid={`account-detail-${field}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
