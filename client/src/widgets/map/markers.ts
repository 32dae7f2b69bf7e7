import type { MapPin } from './types';

/** A place's marker: a 44 px button named for screen readers, its number on a round pin. */
export function pinElement(pin: MapPin, selected: boolean, onTap: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `map-pin${pin.tone ? ` map-pin--${pin.tone}` : ''}${selected ? ' map-pin--on' : ''}`;
  button.setAttribute('aria-label', pin.name);
  button.setAttribute('aria-pressed', String(selected));
  button.dataset.testid = 'map-pin';
  button.dataset.pin = pin.id;
  const dot = document.createElement('span');
  dot.className = 'map-pin__dot';
  dot.setAttribute('aria-hidden', 'true');
  dot.textContent = pin.label ?? '';
  button.append(dot);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onTap();
  });
  return button;
}

/** Several places at one spot at this zoom: a button with their count that zooms in on them. */
export function clusterElement(count: number, name: string, onTap: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-cluster';
  button.setAttribute('aria-label', name);
  button.dataset.testid = 'map-cluster';
  button.dataset.count = String(count);
  const dot = document.createElement('span');
  dot.className = 'map-cluster__dot';
  dot.setAttribute('aria-hidden', 'true');
  dot.textContent = String(count);
  button.append(dot);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onTap();
  });
  return button;
}

/** The visitor's position: a dot, named for screen readers. */
export function youElement(name: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'map-you';
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', name);
  el.dataset.testid = 'map-you';
  return el;
}
