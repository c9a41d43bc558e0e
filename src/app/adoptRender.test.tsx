import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adoptRender } from './adoptRender';

describe('drawing over the server’s first screen', () => {
  it('keeps the server’s elements, giving them the client’s attributes, styles and listeners', () => {
    const container = document.createElement('div');
    container.innerHTML = [
      '<div class="drawn" inert>',
      '<section class="page" inert><p>Hello</p><button type="button" disabled>Go</button></section>',
      '</div><div class="bar"></div>',
    ].join('');
    document.body.append(container);
    const [paragraph, button] = [container.querySelector('p')!, container.querySelector('button')!];
    const go = vi.fn();

    adoptRender(
      <section className="page">
        <p>Hello</p>
        <button type="button" style={{ color: 'red' }} onClick={go}>
          Go
        </button>
      </section>,
      container.querySelector<HTMLElement>('.drawn')!,
    );

    expect(container.innerHTML).toMatch(/^<div class="drawn"><section class="page"><p>/);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('[inert]')).toBeNull();
    expect(button.disabled).toBe(false);
    expect(button.style.color).toBe('red');
    fireEvent.click(button);
    expect(go).toHaveBeenCalledOnce();
    container.remove();
  });

  it('puts what the server did not draw where it belongs, and takes away what the client does not draw', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="drawn" inert><ul><li>one</li><li>stale</li></ul><p>gone</p></div>';
    adoptRender(
      <ul>
        <li>one</li>
        <li>two</li>
        <li>three</li>
      </ul>,
      container.querySelector<HTMLElement>('.drawn')!,
    );
    expect(container.innerHTML).toBe('<div class="drawn"><ul><li>one</li><li>two</li><li>three</li></ul></div>');
  });
});
