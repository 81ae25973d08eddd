import { parseArgs } from 'node:util';
import { PurifierFleet } from '../simulator/purifier-fleet';
import { FAKE_TUYA_CLIENT_ID, FAKE_TUYA_CLIENT_SECRET, FakeTuyaCloud } from './fake-tuya-cloud';

/**
 * Runs the fake Tuya cloud on its own, for trying IOT_PROVIDER=tuya by hand or load tests:
 *   npx tsx apps/server/src/adapters/iot/fake-tuya-cloud/serve-fake-tuya-cloud.ts --port 8099 [--seed 554] [--extra 1000] [--report-seconds 300] [--gcm] [--reads-per-second 50] [--commands-per-second 4]
 * It serves the demo fleet (plus --extra generated devices) on the wall clock and prints the
 * environment the server needs to use it. It also serves the message service's websocket on the same
 * port (TUYA_MQ_URL is derived from the plain-http base URL): commands are followed by status reports,
 * and with --report-seconds every purifier reports once per that interval. With --reads-per-second /
 * --commands-per-second (or FAKE_TUYA_READS_PER_SECOND / FAKE_TUYA_COMMANDS_PER_SECOND) it refuses
 * calls over those limits with 1110, as Tuya does; unset = no limits.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8099' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string' },
    extra: { type: 'string', default: '0' },
    'report-seconds': { type: 'string', default: '0' },
    gcm: { type: 'boolean', default: false },
    'reads-per-second': { type: 'string', default: process.env.FAKE_TUYA_READS_PER_SECOND ?? '0' },
    'commands-per-second': { type: 'string', default: process.env.FAKE_TUYA_COMMANDS_PER_SECOND ?? '0' },
  },
});

const fleet = new PurifierFleet({ seed: values.seed === undefined ? undefined : Number(values.seed) });
fleet.generate(Number(values.extra));
const cloud = await FakeTuyaCloud.start({
  fleet,
  port: Number(values.port),
  host: values.host,
  reportIntervalMs: Number(values['report-seconds']) * 1000,
  messageEncryption: values.gcm ? 'aes_gcm' : 'aes_ecb',
  limits: {
    readsPerSecond: Number(values['reads-per-second']),
    commandsPerSecond: Number(values['commands-per-second']),
  },
});
console.log(`Fake Tuya cloud with ${fleet.size} purifiers (seed ${fleet.seed}) at ${cloud.baseUrl}`);
console.log(
  `IOT_PROVIDER=tuya TUYA_BASE_URL=${cloud.baseUrl} TUYA_CLIENT_ID=${FAKE_TUYA_CLIENT_ID} TUYA_CLIENT_SECRET=${FAKE_TUYA_CLIENT_SECRET}`,
);
const stop = () => void cloud.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
