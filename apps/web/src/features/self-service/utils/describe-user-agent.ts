import { parse, type OSDetails } from 'bowser';

/**
 * What a session's User-Agent tells a person: the browser and the system (bowser), e.g. Chrome and
 * Linux. `browser` or `system` is null when the string does not say; `raw` is the string as sent
 * (null when the request had none), for the caller to show when neither could be told.
 */
export interface UserAgentDescription {
  browser: string | null;
  system: string | null;
  /** 'mobile', 'tablet', 'desktop', 'tv' ... when bowser can tell. */
  platform: string | null;
  raw: string | null;
}

/** Windows by its marketing name ('Windows 10', not NT 10.0), a phone's system with its major version. */
function systemName(os: OSDetails): string | null {
  if (!os.name) return null;
  if (os.name === 'Windows' && os.versionName) return `Windows ${os.versionName}`;
  if ((os.name === 'Android' || os.name === 'iOS') && os.version)
    return `${os.name} ${os.version.split('.')[0]}`;
  return os.name;
}

export function describeUserAgent(userAgent: string | null | undefined): UserAgentDescription {
  const raw = userAgent?.trim() || null;
  if (!raw) return { browser: null, system: null, platform: null, raw: null };
  try {
    const parsed = parse(raw);
    return {
      browser: parsed.browser.name || null,
      system: systemName(parsed.os),
      platform: parsed.platform.type || null,
      raw,
    };
  } catch {
    return { browser: null, system: null, platform: null, raw };
  }
}
