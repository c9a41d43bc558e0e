// Small drawing helpers shared by the game pages and the live tables' renderers.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element (`tag`) with its attributes and children. */
export function svg(tag, attributes = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/** A span with a class and a text. */
export const text = (value, className) => Object.assign(document.createElement('span'), { className, textContent: value });

/** Whether the player asked for less motion (asked each time: it may change while the page is open). */
export const calm = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
