import { catalogs } from '@app/i18n';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataPointValueText, timerCategoryText } from './device-value-labels';

/** The interface's own catalogs and options (plurals by the language's rules). */
async function translator(lng: 'it' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: catalogs[lng] as Record<string, unknown> } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('device values and plurals in the interface language', () => {
  let it_: TFunction;
  let en: TFunction;
  beforeAll(async () => {
    it_ = await translator('it');
    en = await translator('en');
  });

  it('translates every value of the devices’ enumerations and switches', () => {
    for (const [raw, text] of [
      [true, 'Sì'],
      [false, 'No'],
      ['auto', 'Automatica'],
      ['low', 'Bassa'],
      ['cancel', 'Nessuno'],
      ['good', 'Buona'],
      ['2h', '2 ore'],
      ['1h', '1 ora'],
    ] as const)
      expect(dataPointValueText(it_, raw, 'it')).toBe(text);
    expect(dataPointValueText(en, 'mid', 'en')).toBe('Medium');
    expect(dataPointValueText(it_, 12.5, 'it')).toBe('12,5');
    // A value no catalog knows is shown as sent.
    expect(dataPointValueText(it_, 'turbo-x', 'it')).toBe('turbo-x');
  });

  it('names the back office’s timer groups instead of their internal category', () => {
    expect(timerCategoryText(it_, 'INNOLIVING_BO_INNO_GRP_1')).toBe('Accensione/spegnimento, gruppo 1');
    expect(timerCategoryText(it_, 'INNOLIVING_BO_PAUSE_INNO_GRP_2')).toBe('Pausa, gruppo 2');
    expect(timerCategoryText(en, 'INNOLIVING_BO_REP_INNO_GRP3')).toBe('Hourly repeat, group 3');
    expect(timerCategoryText(it_, 'my morning')).toBe('my morning');
  });

  it('uses the singular for one and the plural for more, in both languages', () => {
    expect(it_('dashboard.tabCount', { count: 1 })).toBe('1 dispositivo');
    expect(it_('dashboard.tabCount', { count: 3 })).toBe('3 dispositivi');
    expect(it_('fleetHealth.panel.more', { count: 1 })).toBe('e un altro motivo');
    expect(it_('fleetHealth.panel.more', { count: 4 })).toBe('e altri 4 motivi');
    expect(it_('deviceManagement.bulkTimers.title', { count: 1 })).toBe('Timer per 1 dispositivo');
    expect(it_('deviceManagement.list.selectedCount', { count: 1 })).toBe('1 selezionato');
    expect(en('deviceManagement.bulkTimers.withoutUid', { count: 1 })).toBe(
      '1 selected device has no IoT identifier and is left out.',
    );
    expect(en('dashboard.tabCount', { count: 2 })).toBe('2 devices');
    expect(it_('dashboard.tabCount', { count: 0 })).toBe('0 dispositivi');
  });
});
