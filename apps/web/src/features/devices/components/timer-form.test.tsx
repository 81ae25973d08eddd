import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceControls, type TimerPlan } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { TimerForm } from './timer-form';

const t = (key: string) => i18n.t(key);

function renderForm(props: Partial<Parameters<typeof TimerForm>[0]> = {}) {
  const onSubmit = vi.fn<(plan: TimerPlan) => void>();
  const user = userEvent.setup({ delay: null });
  render(
    <TimerForm
      deviceCount={1}
      controls={[]}
      saving={false}
      onSubmit={onSubmit}
      existingTimers={0}
      {...props}
    />,
  );
  const field = (key: string) => screen.getByLabelText(t(`deviceManagement.timers.form.${key}`));
  const day = (name: string) => screen.getByLabelText(t(`deviceManagement.timers.weekDays.${name}`));
  const save = () => user.click(screen.getByRole('button', { name: props.submitLabel ?? 'Salva timer' }));
  const times = async (start: string, end: string) => {
    await user.type(field('startTime'), start);
    await user.type(field('endTime'), end);
  };
  /** The plan of the n-th submission (0-based), once react-hook-form has handled it. */
  const submitted = async (n = 0) => {
    await waitFor(() => expect(onSubmit.mock.calls.length).toBeGreaterThan(n));
    return onSubmit.mock.calls[n]![0];
  };
  return { onSubmit, user, field, day, save, times, submitted };
}

/** The message the field's aria-describedby points at. */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the timer form', () => {
  it('starts with switch-on and switch-off on and the working days ticked', () => {
    const { field, day } = renderForm();
    expect(field('start')).toHaveProperty('checked', true);
    expect(field('end')).toHaveProperty('checked', true);
    const ticked = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map(
      (name) => (day(name) as HTMLInputElement).checked,
    );
    expect(ticked).toEqual([false, true, true, true, true, true, false]);
  });

  it('asks for both times, in Italian, beside their fields, and submits nothing', async () => {
    const { save, field, onSubmit } = renderForm();
    await save();
    await waitFor(() => expect(field('startTime').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(messageOf(field('startTime'))).toBe('L’ora di inizio è obbligatoria.'));
    await waitFor(() => expect(messageOf(field('endTime'))).toBe('L’ora di fine è obbligatoria.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the switch-off after the switch-on', async () => {
    const { save, field, times, onSubmit } = renderForm();
    await times('18:00', '08:00');
    await save();
    await waitFor(() =>
      expect(messageOf(field('endTime'))).toBe('L’ora di fine deve seguire l’ora di inizio.'),
    );
    expect(messageOf(field('startTime'))).toBeFalsy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the plan: the times and the days as a Sunday-first mask', async () => {
    const { save, times, submitted, onSubmit } = renderForm();
    await times('08:00', '18:30');
    await save();
    expect(await submitted()).toMatchObject({
      start: { enabled: true, time: '08:00' },
      end: { enabled: true, time: '18:30' },
      pause: { enabled: false },
      days: '0111110',
      autoRepeat: false,
      removeOld: false,
      startFunctions: [],
    });
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('sets the days from a preset, and refuses a plan with none', async () => {
    const { user, save, times, onSubmit, day, submitted } = renderForm();
    await times('08:00', '09:00');
    await user.click(screen.getByRole('button', { name: t('deviceManagement.timers.presets.WEEKEND') }));
    expect((day('SATURDAY') as HTMLInputElement).checked).toBe(true);
    expect((day('MONDAY') as HTMLInputElement).checked).toBe(false);
    await save();
    expect((await submitted()).days).toBe('1000001');

    await user.click(screen.getByRole('button', { name: t('deviceManagement.timers.presets.NEVER') }));
    await save();
    expect(await screen.findByText('Scegli almeno un giorno della settimana.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('switch-off turned off: its time is disabled and not asked for', async () => {
    const { user, save, field, submitted } = renderForm();
    await user.click(field('end'));
    expect(field('endTime')).toHaveProperty('disabled', true);
    await user.type(field('startTime'), '07:15');
    await save();
    expect(await submitted()).toMatchObject({ start: { time: '07:15' }, end: { enabled: false } });
  });

  it('keeps the pause inside the switch-on window', async () => {
    const { user, save, field, times, onSubmit, submitted } = renderForm();
    expect(screen.queryByLabelText(t('deviceManagement.timers.form.pauseStart'))).toBeNull();
    await times('08:00', '18:00');
    await user.click(field('pause'));
    await user.type(field('pauseStart'), '07:00');
    await user.type(field('pauseEnd'), '19:00');
    await save();
    await waitFor(() =>
      expect(messageOf(field('pauseStart'))).toBe('La pausa deve iniziare dopo l’accensione.'),
    );
    await waitFor(() =>
      expect(messageOf(field('pauseEnd'))).toBe('La pausa deve finire prima dello spegnimento.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field('pauseStart'));
    await user.type(field('pauseStart'), '12:00');
    await user.clear(field('pauseEnd'));
    await user.type(field('pauseEnd'), '13:00');
    await save();
    expect((await submitted()).pause).toEqual({ enabled: true, start: '12:00', end: '13:00' });
  });

  it('counts the timers against the 30 of one device, unless the old ones go first', async () => {
    const { user, save, times, field, onSubmit, submitted } = renderForm({ existingTimers: 29 });
    await times('08:00', '18:00');
    await save();
    expect(await screen.findByText('Al massimo 30 timer per dispositivo.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(field('removeOld'));
    await save();
    expect((await submitted()).removeOld).toBe(true);
  });

  it('waives the limit for auto-repeat, as the spec states', async () => {
    const { user, save, times, field, submitted } = renderForm({ existingTimers: 29 });
    await times('08:00', '18:00');
    await user.click(field('autoRepeat'));
    await save();
    expect((await submitted()).autoRepeat).toBe(true);
    expect(screen.queryByText('Al massimo 30 timer per dispositivo.')).toBeNull();
  });

  it('in bulk, asks for at least one device', async () => {
    const { save, times, onSubmit } = renderForm({ deviceCount: 0, existingTimers: undefined });
    await times('08:00', '18:00');
    await save();
    expect(await screen.findByText('Seleziona almeno un dispositivo.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers the model's mode and fan speed at switch-on and sends the chosen ones", async () => {
    const { user, save, times, field, submitted } = renderForm({ controls: deviceControls('AP-556') });
    const mode = field('mode');
    expect(
      within(mode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Invariata', 'auto', 'sleep', 'manual', 'strong']);
    await times('08:00', '18:00');
    await user.selectOptions(mode, 'sleep');
    await user.selectOptions(field('fanSpeed'), 'high');
    await save();
    expect((await submitted()).startFunctions).toEqual([
      { code: 'mode', value: 'sleep' },
      { code: 'fan_speed_enum', value: 'high' },
    ]);
  });

  it('offers no switch-on settings without a model that has them', () => {
    renderForm({ controls: [] });
    expect(screen.queryByLabelText(t('deviceManagement.timers.form.mode'))).toBeNull();
    expect(screen.queryByLabelText(t('deviceManagement.timers.form.fanSpeed'))).toBeNull();
  });
});
