import { mapCanvasTexts } from '../map-texts';

describe('mapCanvasTexts', () => {
  it("reads each of MapCanvas's texts under its own name", () => {
    expect(mapCanvasTexts((key) => `[${key}]`)).toEqual({
      loading: '[loading]',
      failed: '[failed]',
      retry: '[retry]',
      tilesUnavailable: '[tilesUnavailable]',
      zoomIn: '[zoomIn]',
      zoomOut: '[zoomOut]',
      closePopup: '[closePopup]',
    });
  });
});
