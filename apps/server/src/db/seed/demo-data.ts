import type { AccountRole } from '@app/contracts';

// The dev profile's demo hierarchy: one account of every type, each under its proper parent,
// with realistic Italian contact data. Names and companies are invented; places are real
// (istat = ISTAT city code, used to link devices to tab_city). E-mails use example.com.

export interface DemoContact {
  name: string;
  surname: string;
  address: string;
  zipCode: string;
  city: string;
  province: string;
  istat: string;
  phone: string;
  email?: string;
  latitude: string;
  longitude: string;
  /** Shown as the address label (stored in com_partner.note). */
  note?: string;
}

export interface DemoAccount {
  login: string;
  role: AccountRole;
  /** Login of the parent account's user. */
  parent: string;
  email: string;
  contact: DemoContact;
  /** Business data: chain admins, operators and customers are companies. */
  business?: { businessName: string; vatId: string };
  addresses?: DemoContact[];
}

/** Demo password rule: 'Demo-<login>1' (upper case, digit and symbol: passes the policy). */
export const demoPassword = (login: string) => `Demo-${login}1`;

/** The basic user with ROLE_USER only. */
export const DEMO_BASIC_USER = { login: 'user', password: 'user', firstName: 'Utente', lastName: 'Demo', email: 'user@example.com' };

const MO = { city: 'Modena', province: 'MO', istat: '036023' };
const RM = { city: 'Roma', province: 'RM', istat: '058091' };
const TO = { city: 'Torino', province: 'TO', istat: '001272' };
const RE = { city: "Reggio nell'Emilia", province: 'RE', istat: '035033' };

/** In parent-before-child order: the seed creates them top-down. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'backoffice', role: 'ADMIN_BACKOFFICE', parent: 'admin', email: 'giulia.romano@example.com',
    contact: { name: 'Giulia', surname: 'Romano', address: 'Via Tortona 37', zipCode: '20144', city: 'Milano', province: 'MI', istat: '015146', phone: '+39 02 4851 2290', latitude: '45.4527', longitude: '9.1637' },
  },
  {
    login: 'admindealer', role: 'ADMIN_DEALER', parent: 'backoffice', email: 'marco.bianchi@example.com',
    business: { businessName: 'Aria Pura Distribuzione S.r.l.', vatId: '02845610373' },
    contact: { name: 'Marco', surname: 'Bianchi', address: "Via dell'Indipendenza 42", zipCode: '40121', city: 'Bologna', province: 'BO', istat: '037006', phone: '+39 051 264 8813', latitude: '44.4991', longitude: '11.3434' },
  },
  {
    login: 'admingdo', role: 'ADMIN_GDO', parent: 'backoffice', email: 'francesca.ricci@example.com',
    business: { businessName: 'Casa&Più Retail S.p.A.', vatId: '03198740379' },
    contact: { name: 'Francesca', surname: 'Ricci', address: 'Viale Europa 190', zipCode: '00144', ...RM, phone: '+39 06 5922 4471', latitude: '41.8329', longitude: '12.4691' },
  },
  {
    login: 'admingds', role: 'ADMIN_GDS', parent: 'backoffice', email: 'alessandro.colombo@example.com',
    business: { businessName: 'Tecnoclima Specialisti S.r.l.', vatId: '05214730581' },
    contact: { name: 'Alessandro', surname: 'Colombo', address: 'Corso Vittorio Emanuele II 88', zipCode: '10121', ...TO, phone: '+39 011 562 7734', latitude: '45.0637', longitude: '7.6761' },
  },
  {
    login: 'dealer', role: 'DEALER', parent: 'admindealer', email: 'luca.ferrari@example.com',
    business: { businessName: 'Clima Service Emilia S.n.c.', vatId: '06332180014' },
    contact: { name: 'Luca', surname: 'Ferrari', address: 'Via Emilia Est 245', zipCode: '41121', ...MO, phone: '+39 059 237 1180', latitude: '44.6405', longitude: '10.9452' },
    addresses: [
      { note: 'Sede e ufficio tecnico', name: 'Luca', surname: 'Ferrari', address: 'Via Emilia Est 245', zipCode: '41121', ...MO, phone: '+39 059 237 1180', email: 'luca.ferrari@example.com', latitude: '44.6405', longitude: '10.9452' },
      { note: 'Showroom', name: 'Elena', surname: 'Barbieri', address: 'Via Radici in Piano 130', zipCode: '41049', city: 'Sassuolo', province: 'MO', istat: '036040', phone: '+39 0536 804 552', email: 'elena.barbieri@example.com', latitude: '44.5497', longitude: '10.7852' },
    ],
  },
  {
    login: 'gdo', role: 'GDO', parent: 'admingdo', email: 'chiara.esposito@example.com',
    business: { businessName: 'Ipercasa Roma Est S.r.l.', vatId: '07451290360' },
    contact: { name: 'Chiara', surname: 'Esposito', address: 'Via Tiburtina 1120', zipCode: '00156', ...RM, phone: '+39 06 4125 3308', latitude: '41.9271', longitude: '12.5856' },
    addresses: [
      { note: 'Punto vendita Tiburtina', name: 'Chiara', surname: 'Esposito', address: 'Via Tiburtina 1120', zipCode: '00156', ...RM, phone: '+39 06 4125 3308', latitude: '41.9271', longitude: '12.5856' },
      { note: 'Punto vendita Guidonia', name: 'Stefano', surname: 'Fontana', address: 'Via Maremmana Inferiore 35', zipCode: '00012', city: 'Guidonia Montecelio', province: 'RM', istat: '058047', phone: '+39 0774 341 920', latitude: '41.9996', longitude: '12.7229' },
      { note: 'Punto vendita Tivoli', name: 'Martina', surname: 'Greco', address: 'Via Tiburtina Valeria 88', zipCode: '00019', city: 'Tivoli', province: 'RM', istat: '058104', phone: '+39 0774 312 675', latitude: '41.9610', longitude: '12.7880' },
    ],
  },
  {
    login: 'gds', role: 'GDS', parent: 'admingds', email: 'davide.conti@example.com',
    business: { businessName: 'ElettroSpecial Torino S.r.l.', vatId: '08573420588' },
    contact: { name: 'Davide', surname: 'Conti', address: 'Via Nizza 150', zipCode: '10126', ...TO, phone: '+39 011 663 4590', latitude: '45.0390', longitude: '7.6722' },
    addresses: [
      { note: 'Negozio Via Nizza', name: 'Davide', surname: 'Conti', address: 'Via Nizza 150', zipCode: '10126', ...TO, phone: '+39 011 663 4590', latitude: '45.0390', longitude: '7.6722' },
      { note: 'Negozio Moncalieri', name: 'Valentina', surname: 'Moretti', address: 'Strada Genova 45', zipCode: '10024', city: 'Moncalieri', province: 'TO', istat: '001156', phone: '+39 011 642 1187', latitude: '44.9996', longitude: '7.6845' },
    ],
  },
  {
    login: 'customer', role: 'CUSTOMER', parent: 'dealer', email: 'sara.galli@example.com',
    business: { businessName: 'Poliambulatorio San Luca S.r.l.', vatId: '09621750018' },
    contact: { name: 'Sara', surname: 'Galli', address: 'Viale Timavo 45', zipCode: '42121', ...RE, phone: '+39 0522 431 276', latitude: '44.6970', longitude: '10.6255' },
    addresses: [
      { note: 'Sede di Reggio Emilia', name: 'Sara', surname: 'Galli', address: 'Viale Timavo 45', zipCode: '42121', ...RE, phone: '+39 0522 431 276', latitude: '44.6970', longitude: '10.6255' },
      { note: 'Ambulatorio Scandiano', name: 'Roberto', surname: 'Marchetti', address: 'Via Mazzini 10', zipCode: '42019', city: 'Scandiano', province: 'RE', istat: '035040', phone: '+39 0522 857 340', latitude: '44.5966', longitude: '10.6913' },
      { note: 'Ambulatorio Correggio', name: 'Anna', surname: 'Lombardi', address: 'Corso Mazzini 21', zipCode: '42015', city: 'Correggio', province: 'RE', istat: '035020', phone: '+39 0522 692 118', latitude: '44.7706', longitude: '10.7820' },
    ],
  },
  {
    login: 'consumer', role: 'CONSUMER', parent: 'dealer', email: 'paolo.marino@example.com',
    contact: { name: 'Paolo', surname: 'Marino', address: 'Strada della Repubblica 56', zipCode: '43121', city: 'Parma', province: 'PR', istat: '034027', phone: '+39 347 218 9054', latitude: '44.7990', longitude: '10.3340' },
  },
];
