import type { IotConfig } from '../../config/iot-config';
import type { IotProvider } from './iot-provider';
import type { Clock } from './simulator/clock';
import type { FaultInjector } from './simulator/fault-injector';
import { PurifierFleet } from './simulator/purifier-fleet';
import { SimulatorIotProvider } from './simulator/simulator-iot-provider';
import { TuyaIotProvider, type TuyaIotProviderOptions } from './tuya/tuya-iot-provider';

export * from './iot-provider';
export * from './iot-provider-error';
export { TuyaMqConsumer, type TuyaMqTuning } from './tuya/mq/tuya-mq-consumer';
export { mqGatewayUrl } from './tuya/mq/mq-url';
export { FakeMessageService } from './fake-tuya-cloud/fake-message-service';
export { ManualClock, systemClock, type Clock } from './simulator/clock';
export { FaultInjector, type FaultOperation, type FaultOptions } from './simulator/fault-injector';
export { DEFAULT_SIMULATOR_SEED, PurifierFleet, type FleetDevice } from './simulator/purifier-fleet';
export { PURIFIER_MODELS } from './simulator/purifier-models';
export { SimulatorIotProvider, type SimulatorOptions } from './simulator/simulator-iot-provider';
export { TuyaIotProvider, TUYA_BATCH_SIZE, type TuyaIotProviderOptions } from './tuya/tuya-iot-provider';
export {
  FakeTuyaCloud,
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
} from './fake-tuya-cloud/fake-tuya-cloud';

export interface IotProviderOptions {
  /** Simulator: its clock (default the wall clock, so history fills as real time passes). */
  clock?: Clock;
  /** Simulator: a ready fleet (tests); default the demo fleet from the configured seed. */
  fleet?: PurifierFleet;
  /** Simulator: faults to inject. */
  faults?: FaultInjector;
  /** Simulator: periodic reports (default IOT_SIMULATOR_REPORT_SECONDS; 0 = only after commands). */
  simulatorReportIntervalMs?: number;
  /** Tuya: timeouts, backoff, transport, attempt hook (credentials come from the config). */
  tuya?: Omit<TuyaIotProviderOptions, 'clientId' | 'clientSecret' | 'baseUrl'>;
}

/** The provider IOT_PROVIDER asks for. */
export function createIotProvider(config: IotConfig, options: IotProviderOptions = {}): IotProvider {
  if (config.provider === 'tuya') {
    if (!config.tuya) throw new Error('IOT_PROVIDER=tuya needs the Tuya credentials');
    return new TuyaIotProvider({ ...options.tuya, ...config.tuya });
  }
  const fleet = options.fleet ?? new PurifierFleet({ seed: config.simulatorSeed, clock: options.clock });
  return new SimulatorIotProvider(fleet, options.faults, {
    reportIntervalMs: options.simulatorReportIntervalMs ?? config.push.simulatorReportSeconds * 1000,
    limits: config.simulatorLimits,
  });
}
