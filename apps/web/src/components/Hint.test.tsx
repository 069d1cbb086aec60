import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint } from './Hint.tsx';

afterEach(cleanup);

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <Hint title="Add one">
      <button type="button" aria-label="Add" onClick={() => setClicks(clicks + 1)}>
        {clicks}
      </button>
    </Hint>
  );
}

describe('Hint', () => {
  it('renders only its element until it is wanted, shows its title on hover and hides it when the pointer leaves', async () => {
    render(<Counter />);
    const button = screen.getByRole('button', { name: 'Add' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Add one');
    // The same element, never rendered anew: a click in between is not lost.
    expect(screen.getByRole('button', { name: 'Add' })).toBe(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('1');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape', async () => {
    render(<Counter />);
    const button = screen.getByRole('button', { name: 'Add' });
    fireEvent.mouseEnter(button);
    await screen.findByRole('tooltip');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names an element that has no name of its own with its title, as MUI’s Tooltip does', () => {
    render(
      <Hint title="Naroda Gam, Chandkheda, Kalupur Station">
        <span>Naroda Gam +2 more</span>
      </Hint>,
    );
    expect(screen.getByLabelText('Naroda Gam, Chandkheda, Kalupur Station').textContent).toBe('Naroda Gam +2 more');
  });
});
