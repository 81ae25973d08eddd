import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** A titled example of a Markdown page: ```<language> title="<title>" … ```. */
export interface DocBlock {
  language: string;
  code: string;
}

const TITLED_FENCE = /^```(\w+) title="([^"]+)"\n([\s\S]*?)^```$/gm;

/** The titled code blocks of a Markdown page, by title; a title used twice is an error (which one runs?). */
export function titledBlocks(markdown: string): Map<string, DocBlock> {
  const blocks = new Map<string, DocBlock>();
  for (const [, language, title, code] of markdown.matchAll(TITLED_FENCE)) {
    if (blocks.has(title!)) throw new Error(`two blocks titled ${title}`);
    blocks.set(title!, { language: language!, code: code! });
  }
  return blocks;
}

export interface BashRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a block with bash in `cwd`, with only PATH, HOME and `env` set. `-e -o pipefail`: a command
 * that fails anywhere in the block fails the run, not just the last one (a reader sees every error).
 */
export function runBash(code: string, env: Record<string, string>, cwd: string): Promise<BashRun> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-e', '-o', 'pipefail', '-c', code],
      { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, ...env }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

/** A node process started from a script file, with what it printed so far. */
export interface NodeProcess {
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <script>` with `env` and waits (up to 10 s) until something accepts connections on `port`. */
export async function startNodeListening(
  script: string,
  env: Record<string, string>,
  port: number,
): Promise<NodeProcess> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 10_000; ;) {
    if (await accepts(port)) return { output: () => output, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not listen on ${port}: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
