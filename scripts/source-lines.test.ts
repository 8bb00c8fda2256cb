import { markerLine, propertyLine } from './source-lines';

const source = [
  "const { placeholder, count } = markersFor('content/site.ts');", // 1
  'export const site = {', // 2
  '  phone: placeholder(', // 3
  "    { display: '+1 (212) 555-0147', e164: '+12125550147' },", // 4
  "    'site.phone',", // 5
  "    'The office’s real line.',", // 6
  '  ),', // 7
  "  seats: count('site.seats', '11 seats remaining', '2026-11-21'),", // 8
  '};', // 9
  'export const routes = [', // 10
  "  { href: '/', title: 'Home', card: { figure: 'Home' } },", // 11
  '  {', // 12
  "    href: '/about/',", // 13
  "    title: 'About',", // 14
  "    card: { figure: 'Fifteen years' },", // 15
  '  },', // 16
  '];', // 17
].join('\n');

describe('the line an owner opens', () => {
  it('for a placeholder is its value’s, the one to replace', () => {
    expect(markerLine(source, 'site.phone')).toBe(4);
  });

  it('for a dated claim is its marker’s, whose figures follow', () => {
    expect(markerLine(source, 'site.seats')).toBe(8);
  });

  it('for a route’s share card is its card’s, found by the route’s href', () => {
    expect(propertyLine(source, 'href', '/about/', 'card')).toBe(15);
  });

  it('is unknown for a field no marker names', () => {
    expect(markerLine(source, 'site.email')).toBeUndefined();
    expect(propertyLine(source, 'href', '/faq/', 'card')).toBeUndefined();
  });
});
