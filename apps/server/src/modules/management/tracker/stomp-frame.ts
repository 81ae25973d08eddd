/** A STOMP 1.2 frame (https://stomp.github.io/stomp-specification-1.2.html). */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export class StompProtocolError extends Error {}

/** Frames larger than this (headers and body) are refused: the tracker only carries page names. */
export const MAX_FRAME_BYTES = 64 * 1024;
const NUL = 0;
const LF = 10;
const CR = 13;

// CONNECT and CONNECTED headers are not escaped (spec: for 1.0 compatibility).
const UNESCAPED = new Set(['CONNECT', 'CONNECTED']);
const escapeHeader = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
function unescapeHeader(v: string): string {
  return v.replace(/\\(.)/g, (_, c: string) => {
    if (c === 'r') return '\r';
    if (c === 'n') return '\n';
    if (c === 'c') return ':';
    if (c === '\\') return '\\';
    throw new StompProtocolError(`undefined escape sequence \\${c} in a header`);
  });
}

export function serializeFrame(frame: StompFrame): string {
  const escape = UNESCAPED.has(frame.command) ? (v: string) => v : escapeHeader;
  const headers = { ...frame.headers };
  if (frame.body) headers['content-length'] = String(Buffer.byteLength(frame.body));
  const lines = Object.entries(headers).map(([k, v]) => `${escape(k)}:${escape(v)}`);
  return `${frame.command}\n${lines.join('\n')}\n\n${frame.body}\0`;
}

/**
 * Incremental parser: websocket messages may carry several frames, part of one, or bare EOLs
 * (heart-beats). `push` returns the frames completed so far.
 */
export class StompParser {
  private buffer = Buffer.alloc(0);

  push(data: Buffer | string): StompFrame[] {
    this.buffer = Buffer.concat([this.buffer, typeof data === 'string' ? Buffer.from(data) : data]);
    const frames: StompFrame[] = [];
    for (;;) {
      let start = 0;
      while (start < this.buffer.length && (this.buffer[start] === LF || this.buffer[start] === CR))
        start += 1;
      this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0) return frames;
      const frame = this.next();
      if (!frame) {
        if (this.buffer.length > MAX_FRAME_BYTES) throw new StompProtocolError('frame too large');
        return frames;
      }
      frames.push(frame);
    }
  }

  private next(): StompFrame | undefined {
    const headerEnd = this.buffer.indexOf('\n\n');
    const crlfEnd = this.buffer.indexOf('\r\n\r\n');
    const [end, gap] =
      crlfEnd >= 0 && (headerEnd < 0 || crlfEnd < headerEnd)
        ? [crlfEnd, 4]
        : headerEnd >= 0
          ? [headerEnd, 2]
          : [-1, 0];
    if (end < 0) return undefined;
    const lines = this.buffer.subarray(0, end).toString('utf8').split(/\r?\n/);
    const command = lines.shift()!.trim();
    const unescape = UNESCAPED.has(command) ? (v: string) => v : unescapeHeader;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError(`malformed header line '${line}'`);
      const name = unescape(line.slice(0, colon));
      // The first occurrence of a repeated header wins (spec 1.2).
      if (!(name in headers)) headers[name] = unescape(line.slice(colon + 1));
    }
    const bodyStart = end + gap;
    const declared = headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      const length = Number(declared);
      if (!Number.isInteger(length) || length < 0 || length > MAX_FRAME_BYTES)
        throw new StompProtocolError('invalid content-length');
      if (this.buffer.length < bodyStart + length + 1) return undefined;
      bodyEnd = bodyStart + length;
      if (this.buffer[bodyEnd] !== NUL) throw new StompProtocolError('frame body not terminated by NUL');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return undefined;
    }
    const body = this.buffer.subarray(bodyStart, bodyEnd).toString('utf8');
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}
