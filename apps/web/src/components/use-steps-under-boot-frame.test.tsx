import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SHELL_ID } from './BootShellDone.tsx';
import { useStepsUnderBootFrame } from './use-steps-under-boot-frame.ts';

function Steps({ seen }: { seen: number[] }) {
  const shown = useStepsUnderBootFrame(3);
  seen.push(shown);
  return <span data-testid="shown">{shown}</span>;
}

afterEach(() => {
  cleanup();
  document.getElementById(BOOT_SHELL_ID)?.remove();
  delete document.documentElement.dataset.boot;
});

describe('useStepsUnderBootFrame', () => {
  it('draws one part per commit while the static frame covers the page, up to all of them', async () => {
    document.documentElement.dataset.boot = 'login';
    document.body.append(Object.assign(document.createElement('div'), { id: BOOT_SHELL_ID }));
    const seen: number[] = [];
    const { getByTestId } = render(<Steps seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('1');
    for (let step = 0; step < 5; step += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(getByTestId('shown').textContent).toBe('3');
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
  });

  it('draws everything at once without a static frame', () => {
    const seen: number[] = [];
    const { getByTestId } = render(<Steps seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('3');
    expect(new Set(seen)).toEqual(new Set([3]));
  });
});
