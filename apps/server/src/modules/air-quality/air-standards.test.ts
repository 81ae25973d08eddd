import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  airStandardsFigures,
  airStandardsRows,
  openingHoursSchema,
  REPORT_TIME_ZONE,
  type AirReading,
  type AirStandardsOverview,
  type AirStandardsSiteReport,
} from '@app/contracts';
import { appendStatuses } from '../../db/status-ingest';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { translate } from '@app/i18n';
import { addressesOf } from '../../../test/lookups';
import { pdfPages } from '../../../test/pdf-text';

type Dto = Record<string, unknown>;

/** Monday to Friday 09:00–18:00 Rome: the hours WELL and RESET count. */
const OFFICE_HOURS = openingHoursSchema.parse({
  week: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ from: '09:00', to: '18:00' }]]),
  ),
});
const PERIOD = 'from=2026-03-02&to=2026-03-09';
/** 2 March 2026 00:00 Rome (UTC+1) and 7 days later. */
const START = Date.parse('2026-03-01T23:00:00Z');
const END = Date.parse('2026-03-08T23:00:00Z');

/** GET api/fleet/air-standards/sites/{addressId}: the rules' figures over the site's own readings and hours. */
describe('site standards report (api/fleet/air-standards)', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let gdo: string;
  let site: number;
  let gdoSite: number;
  let device: { id: number; uid: string };
  const readings: AirReading[] = [];

  const call = (url: string, auth?: string) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
  const reportOf = async (auth: string, id = site, query = PERIOD) => {
    const res = await call(`/api/fleet/air-standards/sites/${id}?${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AirStandardsSiteReport>();
  };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    gdo = await signIn(t.app, 'gdo', 'Demo-gdo1');
    const own = (await addressesOf(t.database.db, 'dealer')).addresses;
    const listed = (await call('/api/devices?size=1000', dealer)).json<Dto[]>();
    const placed = listed.find((d) => d.uid && own.includes(d.addressId as number))!;
    site = placed.addressId as number;
    device = { id: placed.id as number, uid: placed.uid as string };
    gdoSite = (await addressesOf(t.database.db, 'gdo')).addresses[0]!;
    // Every 5 minutes for a week: 8 µg/m³ during office hours, 30 at night, 12 µg/m³ PM10 throughout.
    for (let at = START; at < END; at += 5 * 60_000) {
      const hour = new Date(at + 3_600_000).getUTCHours();
      const weekday = new Date(at + 3_600_000).getUTCDay();
      const office = weekday >= 1 && weekday <= 5 && hour >= 9 && hour < 18;
      readings.push({ at, pm25: office ? 8 : 30, pm10: 12 });
    }
    // A reading outside the period is left out.
    readings.push({ at: END + 60_000, pm25: 500, pm10: 500 });
    await appendStatuses(
      t.database.db,
      readings.map((r) => ({
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: new Date(r.at),
        online: true,
        payload: JSON.stringify([
          { code: 'pm25', value: r.pm25 },
          { code: 'pm10', value: r.pm10 },
        ]),
      })),
    );
  });
  afterAll(() => t.close());

  it('answers the rules’ figures over all hours while the site has no opening hours', async () => {
    const answer = await reportOf(dealer);
    expect(answer).toMatchObject({
      addressId: site,
      from: '2026-03-02',
      to: '2026-03-09',
      openingHours: false,
    });
    expect(answer.devices).toBeGreaterThanOrEqual(1);
    const expected = airStandardsFigures(readings, { from: START, to: END }, { timeZone: REPORT_TIME_ZONE });
    expect(answer.figures).toEqual(JSON.parse(JSON.stringify(expected)));
    // Nights at 30 µg/m³ pull every day's mean above WHO's 15; RESET sees a reading every 5 minutes.
    expect(answer.figures.who.pm25).toMatchObject({ status: 'ok', daysCounted: 7, daysWithin: 0 });
    expect(answer.figures.reset).toMatchObject({ status: 'ok', qualifies: true });
    expect(answer.figures.well.a01).toMatchObject({ status: 'ok', passes: false });
  });

  it('counts only the opening hours for WELL and RESET once the site has them', async () => {
    await t.database.db.execute(sql`insert into site_opening_hours (address_id, hours, updated_at, updated_by)
      values (${site}, ${JSON.stringify(OFFICE_HOURS)}::jsonb, now(), 'test')`);
    const answer = await reportOf(dealer);
    expect(answer.openingHours).toBe(true);
    const expected = airStandardsFigures(
      readings,
      { from: START, to: END },
      { timeZone: REPORT_TIME_ZONE, openingHours: OFFICE_HOURS },
    );
    expect(answer.figures).toEqual(JSON.parse(JSON.stringify(expected)));
    // Office hours at 8 µg/m³: WELL A01 passes, RESET's days are high performance; WHO's days are whole days.
    expect(answer.figures.well.a01).toMatchObject({ status: 'ok', pm25Mean: 8, pm10Mean: 12, passes: true });
    expect(answer.figures.reset).toMatchObject({ status: 'ok', daysWithData: 5, daysHighPerformance: 5 });
    expect(answer.figures.who.pm25).toMatchObject({ daysWithin: 0 });
  });

  it("keeps another tenant's site out (404), checks the period (400) and needs STATISTICS read", async () => {
    expect((await call(`/api/fleet/air-standards/sites/${gdoSite}?${PERIOD}`, dealer)).statusCode).toBe(404);
    expect((await call(`/api/fleet/air-standards/sites/${site}?${PERIOD}`, gdo)).statusCode).toBe(404);
    expect(
      (await call(`/api/fleet/air-standards/sites/${site}?from=2025-01-01&to=2026-03-01`, dealer)).statusCode,
    ).toBe(400);
    expect((await call(`/api/fleet/air-standards/sites/${site}?from=2026-02-30`, dealer)).statusCode).toBe(
      400,
    );
    const user = await signIn(t.app, 'user', 'user');
    expect((await call(`/api/fleet/air-standards/sites/${site}?${PERIOD}`, user)).statusCode).toBe(403);
    expect((await call(`/api/fleet/air-standards/sites/${site}?${PERIOD}`)).statusCode).toBe(401);
    // The super user reads any site; another site without devices has no data, not an error.
    expect((await reportOf(admin)).figures.who.pm25.status).toBe('ok');
    expect((await reportOf(admin, gdoSite)).figures.well.a01.status).toBe('noData');
  });

  it('prints the same rows as a PDF on the report pool, in the reader’s language', async () => {
    const res = await call(`/api/fleet/air-standards/sites/${site}/pdf?${PERIOD}`, dealer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="standards-${site}-2026-03-02-2026-03-09.pdf"`,
    );
    const [page, ...more] = await pdfPages(res.rawPayload, { layout: false });
    expect(more).toEqual([]);
    // Words as printed, whatever the line breaks; '≤' is spelled '<=' in the PDF's fonts.
    const words = (text: string) => text.replaceAll('≤', '<=').replace(/\s+/g, ' ').trim();
    const printed = words(page!);
    const report = await reportOf(dealer);
    const language = 'it';
    const rows = airStandardsRows(
      report.figures,
      (key, params) => translate(language, key, params),
      language,
    );
    expect(rows.map((r) => r.key)).toEqual(['who-pm25', 'who-pm10', 'well-a01', 'well-a08', 'reset']);
    for (const row of rows) {
      expect(printed).toContain(words(row.source));
      expect(printed).toContain(words(row.figure));
      expect(printed).toContain(words(`Esito: ${row.result}`));
    }
    expect(printed).toContain("Rapporto sugli standard di qualità dell'aria");
    expect(printed).toContain('02/03/2026 – 08/03/2026');
    // Refused like the JSON: another tenant's site, a broken period.
    expect((await call(`/api/fleet/air-standards/sites/${gdoSite}/pdf?${PERIOD}`, dealer)).statusCode).toBe(
      404,
    );
    expect(
      (await call(`/api/fleet/air-standards/sites/${site}/pdf?from=2026-02-30`, dealer)).statusCode,
    ).toBe(400);
  });

  describe('the overview of every site (api/fleet/air-standards/sites)', () => {
    const overviewOf = async (auth: string, query = PERIOD) => {
      const res = await call(`/api/fleet/air-standards/sites?${query}`, auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AirStandardsOverview>();
    };
    /** The overview's row of the site equals the headline figures of its full report. */
    const expectSameAsReport = async () => {
      const { figures: full } = await reportOf(dealer);
      const row = (await overviewOf(dealer)).sites.find((s) => s.addressId === site)!;
      expect(row).toMatchObject({ openingHours: true, account: { name: expect.any(String) } });
      const who = full.who.pm25;
      const a01 = full.well.a01;
      const a08 = full.well.a08;
      const reset = full.reset;
      if (who.status !== 'ok' || a01.status !== 'ok' || a08.pm25.status !== 'ok' || reset.status !== 'ok')
        throw new Error('the fixture has data for every standard');
      const { figures } = row;
      expect(figures.who).toMatchObject({
        daysCounted: who.daysCounted,
        daysWithin: who.daysWithin,
        daysBelowCoverage: who.daysBelowCoverage,
        shareWithin: who.shareWithin,
        periodMeanWithin: who.periodMeanWithin,
      });
      expect(figures.who.periodMean).toBeCloseTo(who.periodMean, 9);
      expect(figures.wellA01).toMatchObject({ hours: a08.pm25.hours, passes: a01.passes });
      expect(figures.wellA01.pm25Mean).toBeCloseTo(a01.pm25Mean, 9);
      expect(figures.wellA08.completeness).toBeCloseTo(a08.completeness!, 9);
      expect(figures.reset).toMatchObject({
        qualifies: reset.qualifies,
        daysWithData: reset.daysWithData,
        daysAcceptable: reset.daysAcceptable,
        daysHighPerformance: reset.daysHighPerformance,
      });
      expect(figures.reset.coverage).toBeCloseTo(reset.coverage, 9);
      return figures;
    };

    it("equals each site's full report where opening hours are whole hours, and over half hours and closures", async () => {
      const figures = await expectSameAsReport();
      expect(figures.wellA01.passes).toBe(true);
      expect(figures.reset.qualifies).toBe(true);
      // Opening at 08:30 cuts an hour; a closure on Wednesday takes a day out of WELL and RESET.
      const shifted = openingHoursSchema.parse({
        ...OFFICE_HOURS,
        week: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ from: '08:30', to: '18:00' }]]),
        ),
        closures: [{ from: '2026-03-04', to: '2026-03-04' }],
      });
      await t.database.db.execute(sql`update site_opening_hours set hours = ${JSON.stringify(shifted)}::jsonb
        where address_id = ${site}`);
      try {
        const changed = await expectSameAsReport();
        expect(changed.reset.daysWithData).toBe(4);
        expect(changed.wellA01.hours).toBe(4 * 10);
      } finally {
        await t.database.db
          .execute(sql`update site_opening_hours set hours = ${JSON.stringify(OFFICE_HOURS)}::jsonb
          where address_id = ${site}`);
      }
    });

    it("lists only the caller's sites with readings, checks the period and needs STATISTICS read", async () => {
      expect((await overviewOf(gdo)).sites.map((s) => s.addressId)).not.toContain(site);
      expect((await overviewOf(admin)).sites.map((s) => s.addressId)).toContain(site);
      const own = (await overviewOf(dealer)).sites;
      expect(own.map((s) => s.addressId)).not.toContain(gdoSite);
      // A period without readings lists nothing.
      expect((await overviewOf(dealer, 'from=2020-01-06&to=2020-01-13')).sites).toEqual([]);
      const bad = await call('/api/fleet/air-standards/sites?from=2025-01-01&to=2026-03-01', dealer);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        fieldErrors: [expect.objectContaining({ objectName: 'airQuality' })],
      });
      const user = await signIn(t.app, 'user', 'user');
      expect((await call(`/api/fleet/air-standards/sites?${PERIOD}`, user)).statusCode).toBe(403);
      expect((await call(`/api/fleet/air-standards/sites?${PERIOD}`)).statusCode).toBe(401);
    });
  });
});
