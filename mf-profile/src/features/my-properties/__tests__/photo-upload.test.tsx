import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFiles } from '@immo237/shared/api';
import '../../../i18n';
import type { PhotoCodec } from '../photo-compression';
import { listing, openListingForm } from './listing-fixtures';

// jsdom draws nothing: the codec stands in for the browser's (photo-compression.test.ts runs a real one).
const encoded: Array<[number, number, number]> = [];
let finishEncoding: () => void = () => {};
const fakeCodec: PhotoCodec = {
  decode: async () => ({ width: 4032, height: 3024 }),
  encode: (_photo, width, height, quality) => {
    encoded.push([width, height, quality]);
    return new Promise((resolve) => {
      finishEncoding = () => resolve(new Blob([new Uint8Array(310 * 1024)], { type: 'image/jpeg' }));
    });
  },
};
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(() => Promise.resolve([])),
}));
jest.mock('../photo-compression', () => ({
  ...jest.requireActual('../photo-compression'),
  browserPhotoCodec: () => fakeCodec,
}));

jest.setTimeout(20_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

// 3,8 Mo as a phone writes it.
const phonePhoto = () =>
  new File([new Uint8Array(Math.round(3.8 * 1024 * 1024))], 'IMG_2041.JPG', { type: 'image/jpeg' });

describe('photos of a listing, sent light', () => {
  it('says that photos are compressed before they are sent', async () => {
    openListingForm(jest.fn());
    await act(async () => {}); // the places of the form arrive
    expect(screen.getByText(/compressée sur votre appareil avant l'envoi/)).toBeInTheDocument();
  });

  it('sends the compressed photo, shows the saving, then how far each photo has gone', async () => {
    let report: (shares: number[]) => void = () => {};
    let finishSending: () => void = () => {};
    const onSubmit = jest.fn((_input: unknown, _files: unknown, onProgress: (shares: number[]) => void) => {
      report = onProgress;
      return new Promise<void>((resolve) => (finishSending = resolve));
    });
    openListingForm(onSubmit, listing());
    await act(async () => {});

    await userEvent.upload(screen.getByLabelText(/^Ajouter des photos/), phonePhoto());
    expect(screen.getByText('Compression…')).toBeInTheDocument();
    // Saving before the photo is ready waits for it: no photo leaves uncompressed.
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => finishEncoding());
    expect(await screen.findByText('3,8 Mo → 310 Ko')).toBeInTheDocument();
    expect(encoded).toEqual([[1600, 1200, 0.82]]);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const files = onSubmit.mock.calls[0]![1] as ProductFiles;
    expect(files.images).toEqual([]);
    expect(files.image).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg', size: 310 * 1024 });

    const photos = within(screen.getByRole('list', { name: 'Photos du bien' }));
    const bar = photos.getByRole('progressbar', { name: 'Envoi : Photo 1' }) as HTMLProgressElement;
    expect(bar.value).toBe(0);
    act(() => report([0.45]));
    expect(bar.value).toBeCloseTo(0.45);
    await act(async () => finishSending());
  });
});
