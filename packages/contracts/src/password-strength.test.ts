import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, strengthBars, STRENGTH_COLOURS } from './password-strength';

describe('password strength meter (docs/product.md#field-rules)', () => {
  it.each([
    // password, score, bars
    ['', 0, 1],
    ['abc', 10, 1], // 6+10, capped at 10 (length <= 6)
    ['abcdef', 10, 1], // length 6: cap 10
    ['abcdefgh', 10, 1], // one class: cap 10
    ['abcdefg1', 20, 2], // 16+20=36, two classes: cap 20
    ['abcdefG1', 40, 4], // 16+30=46, three classes: cap 40
    ['abcdeG1!', 56, 5], // 16+40, four classes: no cap
    ['abcdefghij', 10, 1], // 20+1+10 capped (one class)
    ['aB1!', 10, 1], // short: cap 10 even with 4 classes
    ['aaaaaaA', 20, 2], // 14+20=34 capped at 20
    ['aaaaaA1', 40, 4], // 14+30=44 capped at 40
    ['aaaaaA1!', 56, 5],
    ['aaaaaaaaaA', 20, 2], // 20+1+20 capped
    ['Aa1aaaaaaa', 40, 4], // 20+1+30 = 51 capped at 40
    ['Aa1!', 10, 1],
    ['aaaaaaaA1', 40, 4], // 18+30=48 -> 40
    ['aaaA', 10, 1],
  ])('%j scores %i with %i bars', (password, score, bars) => {
    expect(passwordScore(password)).toBe(score);
    expect(strengthBars(passwordScore(password))).toBe(bars);
  });

  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [30, 3],
    [31, 4],
    [40, 4],
    [41, 5],
    [90, 5],
  ])('score %i lights %i bars', (score, bars) => expect(strengthBars(score)).toBe(bars));

  it('colours bars red, orange, yellow, light green, green', () => {
    expect(STRENGTH_COLOURS).toEqual(['#F00', '#F90', '#FF0', '#9F0', '#0F0']);
    expect(passwordStrength('abc').colour).toBe('#F00');
    expect(passwordStrength('abcdefg1').colour).toBe('#F90');
    expect(passwordStrength('abcdeG1!').colour).toBe('#0F0');
  });

  it('never lights exactly three bars: the caps jump from 20 (two classes) to at least 44 (three classes, 7+ chars)', () => {
    const samples = ['aaaaaaA1', 'aaaaaaaA', 'Aa1!aaa', 'aa11AAaa', 'aA1aA1aA1aA1'];
    for (const p of samples) expect(passwordStrength(p).bars).not.toBe(3);
  });
});
