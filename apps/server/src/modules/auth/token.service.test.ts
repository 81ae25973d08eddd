import { describe, expect, it } from 'vitest';
import { TokenService } from './token.service';

const subject = { login: 'dealer', authorities: ['ROLE_USER'], userId: 7, tokenVersion: 1, sessionId: 's-1' };

/** The verified-token memory (docs/decisions/044) answers as a fresh verification would. */
describe('TokenService.verify, a token seen before', () => {
  it('is still refused once expired, to the second jose would refuse it', async () => {
    let now = 1_900_000_000;
    const tokens = new TokenService('a-secret-of-enough-length-for-hs512-0123456789', 60, 600, () => now);
    const token = await tokens.issue(subject, now + 60);
    expect(await tokens.verify(token)).toMatchObject({ login: 'dealer', expiresAt: now + 60 });
    expect(await tokens.verify(token)).toMatchObject({ login: 'dealer', sessionId: 's-1' });
    now += 59;
    expect(await tokens.verify(token)).not.toBeNull();
    now += 1;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('answers a copy: a caller changing it changes nothing for the next', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs512-0123456789', 60, 600);
    const token = await tokens.issue(subject, tokens.expiryOf(false));
    const first = (await tokens.verify(token))!;
    first.authorities.push('ROLE_ADMIN');
    first.login = 'someone';
    expect(await tokens.verify(token)).toMatchObject({ login: 'dealer', authorities: ['ROLE_USER'] });
  });

  it('refuses a token signed with another secret or changed, even beside one it knows', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs512-0123456789', 60, 600);
    const other = new TokenService('another-secret-of-enough-length-for-hs512-98765', 60, 600);
    const token = await tokens.issue(subject, tokens.expiryOf(false));
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(await other.issue(subject, other.expiryOf(false)))).toBeNull();
    const [header, payload, signature] = token.split('.');
    const changed = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect(await tokens.verify(changed)).toBeNull();
  });
});
