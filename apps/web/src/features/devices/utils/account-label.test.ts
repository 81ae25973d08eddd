import { describe, expect, it } from 'vitest';
import type { AccountDto } from '@app/contracts';
import { accountLabel } from './account-label';

const account = (fields: Partial<AccountDto>) => ({ id: 7, ...fields }) as AccountDto;

describe('an owner account in the device form', () => {
  it('is named by business name, else person, else login, else #id', () => {
    expect(
      accountLabel(account({ comPartnerAccount: { businessName: 'Acme' } } as Partial<AccountDto>)),
    ).toBe('Acme');
    expect(accountLabel(account({ comPartner: { name: 'Ada', surname: null } } as Partial<AccountDto>))).toBe(
      'Ada',
    );
    expect(accountLabel(account({ user: { login: 'ada' } } as Partial<AccountDto>))).toBe('ada');
    expect(accountLabel(account({}))).toBe('#7');
  });
});
