/**
 * A carousel's previous / next buttons (`data-carousel-step`): the slide shown is the checked
 * radio inside the carousel (TestimonialCarousel), so a step checks the neighbouring one,
 * wrapping around, and tells any listener with a change event.
 */
import { ENHANCE, wrapIndex } from '@app/shared-ui/enhance';

function stepCarousel(button: Element): void {
  const step = Number(button.getAttribute(ENHANCE.carouselStep));
  const carousel = button.closest(`[${ENHANCE.carousel}]`);
  if (!carousel || !Number.isInteger(step)) return;
  const radios = Array.from(carousel.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  if (radios.length === 0) return;
  const current = Math.max(
    0,
    radios.findIndex((radio) => radio.checked),
  );
  const next = radios[wrapIndex(current, step, radios.length)];
  if (!next) return;
  next.checked = true;
  next.dispatchEvent(new Event('change', { bubbles: true }));
}

export function installCarousels(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${ENHANCE.carouselStep}]`) : null;
    if (button) stepCarousel(button);
  });
}
