import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { installRootFontSize, rootFontSizeFor } from '@/shell';

const setWidth = (width: number): void => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
};

describe('rootFontSizeFor', () => {
  it.each([
    [480, 64],
    [375, 50],
    [1920, 64],
  ])('is %ipx wide → %ipx', (width, size) => {
    expect(rootFontSizeFor(width)).toBe(size);
  });

  it('is about 37.33px at 280px and does not shrink further', () => {
    expect(rootFontSizeFor(280)).toBeCloseTo(37.333, 3);
    expect(rootFontSizeFor(240)).toBeCloseTo(37.333, 3);
  });

  it('falls back to the 375px design for an unknown width', () => {
    expect(rootFontSizeFor(0)).toBe(50);
    expect(rootFontSizeFor(Number.NaN)).toBe(50);
  });
});

describe('installRootFontSize', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.style.fontSize = '';
  });

  it('sets the root font now and once per frame on resize, and restores on dispose', () => {
    vi.useFakeTimers();
    document.documentElement.style.fontSize = '12px';
    setWidth(375);
    const dispose = installRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('50px');

    const raf = vi.spyOn(window, 'requestAnimationFrame');
    onTestFinished(() => raf.mockRestore());
    setWidth(400);
    window.dispatchEvent(new Event('resize'));
    setWidth(480);
    window.dispatchEvent(new Event('orientationchange'));
    expect(raf).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.fontSize).toBe('50px');
    vi.advanceTimersToNextFrame();
    expect(document.documentElement.style.fontSize).toBe('64px');

    dispose();
    expect(document.documentElement.style.fontSize).toBe('12px');
    setWidth(375);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersToNextFrame();
    expect(document.documentElement.style.fontSize).toBe('12px');
  });

  it('counts installs: the listener stays until the last disposer runs', () => {
    vi.useFakeTimers();
    setWidth(375);
    const first = installRootFontSize();
    const second = installRootFontSize();
    first();
    first();
    setWidth(480);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersToNextFrame();
    expect(document.documentElement.style.fontSize).toBe('64px');
    second();
    expect(document.documentElement.style.fontSize).toBe('');
  });
});
