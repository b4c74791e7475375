import { checkImages } from '../image-checks';
import { parseTags, toProductInput } from '../listing-input';
import { EMPTY_LISTING } from '../listing-schema';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkImages', () => {
  it('keeps JPEG, PNG and GIF and refuses other types', () => {
    const result = checkImages(
      [
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png'),
        file('c.gif', 'image/gif'),
        file('d.webp', 'image/webp'),
      ],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'c.gif']);
    expect(result.errors).toEqual(['articles.images.errors.type']);
  });

  it('refuses an image of 5 MB or more', () => {
    const result = checkImages([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024)], 0);
    expect(result.accepted).toHaveLength(0);
    expect(result.errors).toEqual(['articles.images.errors.size']);
  });

  it('stops at 10 images in all', () => {
    const result = checkImages([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 9);
    expect(result.accepted).toHaveLength(1);
    expect(result.errors).toEqual(['articles.images.errors.count']);
  });
});

describe('listing input', () => {
  it('trims tags and drops empties', () => {
    expect(parseTags(' jardin, ,parking ,  forage,')).toEqual(['jardin', 'parking', 'forage']);
  });

  it('replaces negative stock, weight and quantity by 0 and keeps treshold at least 1', () => {
    const input = toProductInput({
      ...EMPTY_LISTING,
      name: ' Villa ',
      category: 'Villa',
      price: 100,
      stock: -3,
      weight: -1,
      quantity: -2,
      offer: 'rent',
    });
    expect(input).toMatchObject({
      name: 'Villa',
      stock: 0,
      weight: 0,
      quantity: 0,
      treshold: 1,
      is_for_sale: false,
    });
    expect(input.land_type).toBeNull();
  });
});
