import { describe, expect, it } from 'vitest';
import { serializeFrame, StompParser, StompProtocolError } from './stomp-frame';

describe('STOMP 1.2 frames', () => {
  it('serialises with content-length in bytes and escaped headers', () => {
    const text = serializeFrame({
      command: 'MESSAGE',
      headers: { destination: '/topic/tracker', note: 'a:b\nc\\d' },
      body: '{"page":"/città"}',
    });
    expect(text).toBe(
      'MESSAGE\ndestination:/topic/tracker\nnote:a\\cb\\nc\\\\d\ncontent-length:18\n\n{"page":"/città"}\0',
    );
  });

  it('leaves CONNECTED headers unescaped', () => {
    expect(
      serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', server: 'a:b' }, body: '' }),
    ).toBe('CONNECTED\nversion:1.2\nserver:a:b\n\n\0');
  });

  it('round-trips through the parser', () => {
    const frame = { command: 'SEND', headers: { destination: '/x', note: 'a:b\r\n\\' }, body: 'héllo' };
    const [parsed] = new StompParser().push(serializeFrame(frame));
    expect(parsed).toEqual({ ...frame, headers: { ...frame.headers, 'content-length': '6' } });
  });

  it('parses several frames in one message, skips heart-beats, and waits for split frames', () => {
    const parser = new StompParser();
    const frames = parser.push('\n\r\nCONNECT\naccept-version:1.2\n\n\0\nSEND\ndestination:/a\n\nbo');
    expect(frames.map((f) => f.command)).toEqual(['CONNECT']);
    expect(frames[0]!.headers).toEqual({ 'accept-version': '1.2' });
    const rest = parser.push('dy\0\n');
    expect(rest).toEqual([{ command: 'SEND', headers: { destination: '/a' }, body: 'body' }]);
  });

  it('reads a body holding NUL when content-length is given, and CRLF line ends', () => {
    const [frame] = new StompParser().push('SEND\r\ncontent-length:3\r\ndestination:/a\r\n\r\na\0b\0');
    expect(frame).toMatchObject({ command: 'SEND', body: 'a\0b', headers: { destination: '/a' } });
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = new StompParser().push('SEND\nfoo:1\nfoo:2\n\n\0');
    expect(frame!.headers.foo).toBe('1');
  });

  it.each([
    ['SEND\nno-colon\n\n\0', 'malformed header'],
    ['SEND\nbad:\\t\n\n\0', 'undefined escape'],
    ['SEND\ncontent-length:x\n\n\0', 'content-length'],
    ['SEND\ncontent-length:1\n\nab\0', 'NUL'],
  ])('refuses %j', (input, message) => {
    expect(() => new StompParser().push(input)).toThrow(StompProtocolError);
    expect(() => new StompParser().push(input)).toThrow(message);
  });

  it('refuses a frame that grows beyond the size limit', () => {
    const parser = new StompParser();
    expect(() => parser.push(`SEND\ndestination:/a\n\n${'x'.repeat(70_000)}`)).toThrow('too large');
  });
});
