import type { DeviceModelSpec } from './catalog';
import { createRandom } from './random';
import { addDays } from './util';

/**
 * The demo fleet as pure data, so the IoT simulator can build the very same devices (same uids,
 * same models) without a database. Deterministic: a seeded PRNG, fixed dates.
 */
export interface DemoDevice {
  /** Tuya-like cloud id: 'bf' + 20 lowercase hex characters. */
  uid: string;
  name: string;
  place: string;
  serialNumber: string;
  modelCode: DeviceModelSpec['code'];
  ownerLogin: string;
  sellerLogin: string;
  /** Index into the owner's addresses in creation order; null for consumers (no addresses). */
  addressIndex: number | null;
  installationDate: string;
  purchaseDate: string;
  filterReplacementDate: string;
  maintenanceContract: boolean;
  contractExpirationDate: string | null;
  sellerDescription: string | null;
}

interface OwnerPlan {
  owner: string;
  seller: string;
  count: number;
  addresses: number;
  rooms: readonly string[];
}

const OFFICE_ROOMS = [
  'Sala riunioni',
  'Reception',
  'Ufficio direzione',
  'Open space',
  'Ufficio amministrazione',
];

// Who owns how many devices, and who sold them: the dealer sells to its customer and consumer,
// chain admins supply their own stores and dealers.
const PLAN: readonly OwnerPlan[] = [
  {
    owner: 'customer',
    seller: 'dealer',
    count: 10,
    addresses: 3,
    rooms: ["Sala d'attesa", 'Ambulatorio 1', 'Ambulatorio 2', 'Studio odontoiatrico', ...OFFICE_ROOMS],
  },
  {
    owner: 'gdo',
    seller: 'admingdo',
    count: 9,
    addresses: 3,
    rooms: ['Area casse', 'Reparto ortofrutta', 'Ingresso', 'Ufficio direzione', 'Sala pausa', 'Magazzino'],
  },
  {
    owner: 'gds',
    seller: 'admingds',
    count: 8,
    addresses: 2,
    rooms: ['Showroom', 'Vetrina', 'Laboratorio assistenza', 'Ufficio', 'Sala demo'],
  },
  {
    owner: 'dealer',
    seller: 'admindealer',
    count: 6,
    addresses: 2,
    rooms: ['Showroom', 'Ufficio tecnico', 'Sala riunioni', 'Magazzino', 'Reception', 'Ufficio commerciale'],
  },
  {
    owner: 'consumer',
    seller: 'dealer',
    count: 3,
    addresses: 0,
    rooms: ['Soggiorno', 'Camera da letto', 'Cameretta'],
  },
];

const PLACES = ['Piano terra', 'Primo piano', 'Secondo piano', 'Ammezzato', 'Piano interrato'];
const MODEL_CODES: readonly DeviceModelSpec['code'][] = ['554', '555', '556'];
const FIRST_INSTALLATION = '2023-03-01';

/**
 * The uid of the demo device at `index`: 'bf' + 20 hex characters from a PRNG seeded by the index
 * alone, so tweaking other demo details never changes the ids the simulator knows.
 */
export const demoDeviceUid = (index: number): string => `bf${createRandom(0x5eed0000 + index).hex(20)}`;

function buildFleet(): DemoDevice[] {
  const random = createRandom(20240554);
  const fleet: DemoDevice[] = [];
  for (const plan of PLAN) {
    for (let n = 0; n < plan.count; n++) {
      const index = fleet.length;
      const modelCode = random.pick(MODEL_CODES);
      const installationDate = addDays(FIRST_INSTALLATION, random.int(0, 900));
      // Room names repeat on purpose across owners; within one owner a second round gets a number.
      const room = plan.rooms[n % plan.rooms.length] as string;
      const round = Math.floor(n / plan.rooms.length);
      const maintenanceContract = plan.owner !== 'consumer' && random.next() < 0.6;
      fleet.push({
        uid: demoDeviceUid(index),
        name: round === 0 ? room : `${room} ${round + 1}`,
        place: plan.owner === 'consumer' ? 'Casa' : random.pick(PLACES),
        serialNumber: `AP${modelCode}-${installationDate.slice(2, 4)}-${String(index + 1).padStart(5, '0')}`,
        modelCode,
        ownerLogin: plan.owner,
        sellerLogin: plan.seller,
        addressIndex: plan.addresses > 0 ? n % plan.addresses : null,
        installationDate,
        purchaseDate: addDays(installationDate, -random.int(3, 20)),
        filterReplacementDate: addDays(installationDate, 365),
        maintenanceContract,
        contractExpirationDate: maintenanceContract ? addDays(installationDate, 730) : null,
        sellerDescription: plan.owner === 'consumer' ? 'Clima Service Emilia - Modena' : null,
      });
    }
  }
  return fleet;
}

/**
 * The demo dealer's unsold stock: in its warehouse, at none of its addresses, so a consumer who
 * bought one claims it by its serial number and the dealer keeps seeing it (docs/decisions/023).
 */
function buildStock(first: number): DemoDevice[] {
  return MODEL_CODES.map((modelCode, i) => ({
    uid: demoDeviceUid(first + i),
    name: `Magazzino ${i + 1}`,
    place: 'Magazzino',
    serialNumber: `AP${modelCode}-26-${String(90001 + i)}`,
    modelCode,
    ownerLogin: 'dealer',
    sellerLogin: 'admindealer',
    addressIndex: null,
    installationDate: '2026-10-01',
    purchaseDate: '2026-09-20',
    filterReplacementDate: '2027-10-01',
    maintenanceContract: false,
    contractExpirationDate: null,
    sellerDescription: null,
  }));
}

const FLEET = buildFleet();
export const DEMO_STOCK: readonly DemoDevice[] = buildStock(FLEET.length);
export const DEMO_DEVICES: readonly DemoDevice[] = [...FLEET, ...DEMO_STOCK];

/**
 * The air-quality story the demo history tells (issue 31; demo-history.test.ts checks it):
 * - Negozio Via Nizza passes WELL v2 A01 over its opening hours of the last 30 days (mean PM2.5
 *   about 14 µg/m³): mostly clean rooms, its purifiers running;
 * - Punto vendita Tivoli fails it (about 31): dusty rooms, one purifier off, and Ingresso 2 (index
 *   18) placed badly by the entrance — its own sensor reads the air coming in, never the air it
 *   cleans; switched on every working morning by its timer, it never lowers what it reads, so it is
 *   the one purifier whose last 14 days show no measurable effect (purifierEffect).
 */
export const DEMO_STORY = {
  passesWellA01: 'Negozio Via Nizza',
  failsWellA01: 'Punto vendita Tivoli',
} as const;

/** The demo purifiers placed badly: their own sensor does not see their cleaning (Room.badlyPlaced). */
export const DEMO_BADLY_PLACED_UIDS: ReadonlySet<string> = new Set([demoDeviceUid(18)]);

/** A demo device as the IoT simulator builds it. */
export const demoFleetDevice = (d: DemoDevice) => ({
  uid: d.uid,
  modelCode: d.modelCode,
  name: d.name,
  badlyPlaced: DEMO_BADLY_PLACED_UIDS.has(d.uid),
});

/** Serial numbers the factory produced that no device carries yet: a consumer's claim creates the device. */
export const DEMO_FREE_SERIALS: readonly string[] = MODEL_CODES.map(
  (code, i) => `AP${code}-26-${String(91001 + i)}`,
);
