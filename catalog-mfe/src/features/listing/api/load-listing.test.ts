import { withChosen } from './load-listing';

describe('the option filter’s choices', () => {
  const shades = [{ name: 'Shade', values: ['Ruby Red', 'Nude Pink'] }];

  it('keeps them as they are when the chosen value is among them, however the URL spells it', () => {
    expect(withChosen(shades, 'shade:ruby red')).toBe(shades);
    expect(withChosen(shades, null)).toBe(shades);
  });

  it('adds the chosen value when the first page has no product in it, so it stays selected', () => {
    expect(withChosen(shades, 'Shade:Coral')).toEqual([{ name: 'Shade', values: ['Ruby Red', 'Nude Pink', 'Coral'] }]);
    expect(withChosen(shades, 'Size:8')).toEqual([...shades, { name: 'Size', values: ['8'] }]);
  });
});
