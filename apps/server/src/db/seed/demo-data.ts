import type { AccountRole } from '@app/contracts';

// The dev profile's demo hierarchy: one account of every type, each under its proper parent,
// with realistic Italian contact data. People and companies are invented; places are real
// (istat = ISTAT city code, used to link devices to tab_city). E-mails use example.com.

export interface DemoPlace {
  zipCode: string;
  city: string;
  province: string;
  istat: string;
}

export interface DemoContact extends DemoPlace {
  name: string;
  surname: string;
  address: string;
  phone: string;
  email?: string;
  latitude: string;
  longitude: string;
  /** Address label, stored in com_partner.note. */
  note?: string;
}

export interface DemoAccount {
  login: string;
  role: AccountRole;
  /** Login of the parent account's user. */
  parent: string;
  email: string;
  contact: DemoContact;
  /** Chain admins, operators and customers are companies. */
  business?: { businessName: string; vatId: string };
  addresses?: DemoContact[];
}

/** Demo password rule: 'Demo-<login>1' (upper case, digit and symbol: passes the policy). */
export const demoPassword = (login: string) => `Demo-${login}1`;

const place = (city: string, province: string, istat: string, zipCode: string): DemoPlace => ({
  city,
  province,
  istat,
  zipCode,
});

/** name, surname, street, place, phone, 'lat,lon', optional label and e-mail. */
function contact(
  name: string,
  surname: string,
  address: string,
  where: DemoPlace,
  phone: string,
  geo: string,
  extra: { note?: string; email?: string } = {},
): DemoContact {
  const [latitude = '', longitude = ''] = geo.split(',');
  return { name, surname, address, ...where, phone, latitude, longitude, ...extra };
}

const MILANO = place('Milano', 'MI', '015146', '20144');
const BOLOGNA = place('Bologna', 'BO', '037006', '40121');
const ROMA_EUR = place('Roma', 'RM', '058091', '00144');
const ROMA_EST = place('Roma', 'RM', '058091', '00156');
const GUIDONIA = place('Guidonia Montecelio', 'RM', '058047', '00012');
const TIVOLI = place('Tivoli', 'RM', '058104', '00019');
const TORINO_CENTRO = place('Torino', 'TO', '001272', '10121');
const TORINO_NIZZA = place('Torino', 'TO', '001272', '10126');
const MONCALIERI = place('Moncalieri', 'TO', '001156', '10024');
const MODENA = place('Modena', 'MO', '036023', '41121');
const SASSUOLO = place('Sassuolo', 'MO', '036040', '41049');
const REGGIO = place("Reggio nell'Emilia", 'RE', '035033', '42121');
const SCANDIANO = place('Scandiano', 'RE', '035040', '42019');
const CORREGGIO = place('Correggio', 'RE', '035020', '42015');
const PARMA = place('Parma', 'PR', '034027', '43121');

const dealerHq = contact(
  'Luca',
  'Ferrari',
  'Via Emilia Est 245',
  MODENA,
  '+39 059 237 1180',
  '44.6405,10.9452',
);
const gdoHq = contact(
  'Chiara',
  'Esposito',
  'Via Tiburtina 1120',
  ROMA_EST,
  '+39 06 4125 3308',
  '41.9271,12.5856',
);
const gdsHq = contact('Davide', 'Conti', 'Via Nizza 150', TORINO_NIZZA, '+39 011 663 4590', '45.0390,7.6722');
const customerHq = contact('Sara', 'Galli', 'Viale Timavo 45', REGGIO, '+39 0522 431 276', '44.6970,10.6255');

/** Parent before child: the seed creates them top-down. Business vatIds carry a valid check digit. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'backoffice',
    role: 'ADMIN_BACKOFFICE',
    parent: 'admin',
    email: 'giulia.romano@example.com',
    contact: contact('Giulia', 'Romano', 'Via Tortona 37', MILANO, '+39 02 4851 2290', '45.4527,9.1637'),
  },
  {
    login: 'admindealer',
    role: 'ADMIN_DEALER',
    parent: 'backoffice',
    email: 'marco.bianchi@example.com',
    business: { businessName: 'Aria Pura Distribuzione S.r.l.', vatId: '02845610373' },
    contact: contact(
      'Marco',
      'Bianchi',
      "Via dell'Indipendenza 42",
      BOLOGNA,
      '+39 051 264 8813',
      '44.4991,11.3434',
    ),
  },
  {
    login: 'admingdo',
    role: 'ADMIN_GDO',
    parent: 'backoffice',
    email: 'francesca.ricci@example.com',
    business: { businessName: 'Casa&Più Retail S.p.A.', vatId: '03198740379' },
    contact: contact(
      'Francesca',
      'Ricci',
      'Viale Europa 190',
      ROMA_EUR,
      '+39 06 5922 4471',
      '41.8329,12.4691',
    ),
  },
  {
    login: 'admingds',
    role: 'ADMIN_GDS',
    parent: 'backoffice',
    email: 'alessandro.colombo@example.com',
    business: { businessName: 'Tecnoclima Specialisti S.r.l.', vatId: '05214730581' },
    contact: contact(
      'Alessandro',
      'Colombo',
      'Corso Vittorio Emanuele II 88',
      TORINO_CENTRO,
      '+39 011 562 7734',
      '45.0637,7.6761',
    ),
  },
  {
    login: 'dealer',
    role: 'DEALER',
    parent: 'admindealer',
    email: 'luca.ferrari@example.com',
    business: { businessName: 'Clima Service Emilia S.n.c.', vatId: '06332180014' },
    contact: dealerHq,
    addresses: [
      // Each site has its own contact person: the head office's is not the account holder, so no
      // two partner records repeat each other.
      {
        ...dealerHq,
        name: 'Marco',
        surname: 'Rinaldi',
        phone: '+39 059 237 1181',
        note: 'Sede e ufficio tecnico',
        email: 'ufficio.tecnico@example.com',
      },
      contact(
        'Elena',
        'Barbieri',
        'Via Radici in Piano 130',
        SASSUOLO,
        '+39 0536 804 552',
        '44.5497,10.7852',
        {
          note: 'Showroom',
          email: 'elena.barbieri@example.com',
        },
      ),
    ],
  },
  {
    login: 'gdo',
    role: 'GDO',
    parent: 'admingdo',
    email: 'chiara.esposito@example.com',
    business: { businessName: 'Ipercasa Roma Est S.r.l.', vatId: '07451290360' },
    contact: gdoHq,
    addresses: [
      {
        ...gdoHq,
        name: 'Paolo',
        surname: 'De Santis',
        phone: '+39 06 4125 3310',
        note: 'Punto vendita Tiburtina',
      },
      contact(
        'Stefano',
        'Fontana',
        'Via Maremmana Inferiore 35',
        GUIDONIA,
        '+39 0774 341 920',
        '41.9996,12.7229',
        {
          note: 'Punto vendita Guidonia',
        },
      ),
      contact('Martina', 'Greco', 'Via Tiburtina Valeria 88', TIVOLI, '+39 0774 312 675', '41.9610,12.7880', {
        note: 'Punto vendita Tivoli',
      }),
    ],
  },
  {
    login: 'gds',
    role: 'GDS',
    parent: 'admingds',
    email: 'davide.conti@example.com',
    business: { businessName: 'ElettroSpecial Torino S.r.l.', vatId: '08573420588' },
    contact: gdsHq,
    addresses: [
      { ...gdsHq, name: 'Giulia', surname: 'Ferraris', phone: '+39 011 663 4591', note: 'Negozio Via Nizza' },
      contact('Valentina', 'Moretti', 'Strada Genova 45', MONCALIERI, '+39 011 642 1187', '44.9996,7.6845', {
        note: 'Negozio Moncalieri',
      }),
    ],
  },
  {
    login: 'customer',
    role: 'CUSTOMER',
    parent: 'dealer',
    email: 'sara.galli@example.com',
    business: { businessName: 'Poliambulatorio San Luca S.r.l.', vatId: '09621750018' },
    contact: customerHq,
    addresses: [
      {
        ...customerHq,
        name: 'Francesca',
        surname: 'Bertolini',
        phone: '+39 0522 431 277',
        note: 'Sede di Reggio Emilia',
      },
      contact('Roberto', 'Marchetti', 'Via Mazzini 10', SCANDIANO, '+39 0522 857 340', '44.5966,10.6913', {
        note: 'Ambulatorio Scandiano',
      }),
      contact('Anna', 'Lombardi', 'Corso Mazzini 21', CORREGGIO, '+39 0522 692 118', '44.7706,10.7820', {
        note: 'Ambulatorio Correggio',
      }),
    ],
  },
  {
    login: 'consumer',
    role: 'CONSUMER',
    parent: 'dealer',
    email: 'paolo.marino@example.com',
    contact: contact(
      'Paolo',
      'Marino',
      'Strada della Repubblica 56',
      PARMA,
      '+39 347 218 9054',
      '44.7990,10.3340',
    ),
  },
];
