import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs the start-up script the shell's server writes into every drawn page, as the browser would. */
function runStartUpScript() {
  const script = document.createElement('script');
  script.setAttribute('data-main', '/main.js');
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  const source = readFileSync(path.join(__dirname, '../../../public/boot.js'), 'utf8');
  window.eval(source);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
}

beforeAll(() => {
  jest.useFakeTimers();
  runStartUpScript();
});

afterAll(() => {
  jest.useRealTimers();
});

function drawn(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  const seen: string[] = [];
  for (const type of ['keydown', 'textInput', 'input', 'change', 'click', 'pointerdown'])
    root.addEventListener(type, () => seen.push(type), true);
  return { root, seen };
}

describe('the start-up script, before a field has taken over what was typed', () => {
  it("keeps a marked field's keystrokes, input and change events from the application, and lets them through once it is unmarked", () => {
    const { root, seen } = drawn('<input name="query" data-early-input="">');
    const field = root.querySelector('input')!;
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'K' }));
    field.dispatchEvent(new Event('textInput', { bubbles: true }));
    field.value = 'Kribi';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    expect(field.value).toBe('Kribi');

    field.removeAttribute('data-early-input');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual(['input']);
  });

  it("keeps a marked box's tap and click (how React learns a box changed), and the box still ticks", () => {
    const { root, seen } = drawn('<input type="checkbox" name="furnished" data-early-input="">');
    const box = root.querySelector('input')!;
    box.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    box.click();
    expect(box.checked).toBe(true);
    expect(seen).toEqual([]);
  });

  it('leaves the events of fields without the mark alone', () => {
    const { root, seen } = drawn('<select name="bedrooms"><option>1</option><option>3</option></select>');
    root.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['change']);
  });
});
