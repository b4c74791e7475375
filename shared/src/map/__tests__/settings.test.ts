import { DEFAULT_MAP_SETTINGS, mapSettings } from '../settings';

const page = (json: string | null) => {
  document.getElementById('immo237-settings')?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.id = 'immo237-settings';
  script.type = 'application/json';
  script.textContent = json;
  document.body.append(script);
};

afterEach(() => page(null));

describe('map settings from the page (MAP_TILES_URL on the server)', () => {
  it("are OpenStreetMap's tiles and credit when the page carries none", () => {
    expect(mapSettings()).toEqual({
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it("are the server's when it wrote them", () => {
    page(
      JSON.stringify({ map: { tilesUrl: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png', attribution: '© Test' } }),
    );
    expect(mapSettings()).toEqual({
      tilesUrl: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png',
      attribution: '© Test',
      attributionUrl: null,
    });
  });

  it('fall back to the defaults on anything unreadable', () => {
    for (const json of ['{', '{"map":{"tilesUrl":"javascript:alert(1)"}}', '{"map":{}}', '[]']) {
      page(json);
      expect(mapSettings()).toEqual(DEFAULT_MAP_SETTINGS);
    }
  });
});
