import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';
import type { ListingImage } from '../hooks/use-listing-images';
import { MAX_IMAGES } from '../listing-options';
import { FieldGroup, FieldNote } from './field-grid';

const Error = styled.li`
  color: ${({ theme }) => theme.colors.danger};
`;

const Grid = styled.ul`
  display: grid;
  min-width: 0;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li<{ $main: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.xxs};
  border: 2px solid ${({ theme, $main }) => ($main ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Sending = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const MEGABYTE = 1024 * 1024;

/** '3,8 Mo', '310 Ko' ('3.8 MB', '310 KB' in English). */
function useSizeText() {
  const { t } = useTranslation('profile');
  return (bytes: number) =>
    bytes >= MEGABYTE
      ? t('articles.images.sizeMb', { value: Math.round((bytes / MEGABYTE) * 10) / 10 })
      : t('articles.images.sizeKb', { value: Math.max(1, Math.round(bytes / 1024)) });
}

/** Under a new photo: 'Compression…' while it is made smaller, then what it weighs now ('3,8 Mo → 310 Ko'). */
function PhotoWeight({ image }: { image: ListingImage }) {
  const { t } = useTranslation('profile');
  const size = useSizeText();
  if (!image.file || image.pickedSize === undefined) return null;
  if (image.preparing) return <FieldNote>{t('articles.images.preparing')}</FieldNote>;
  return (
    <FieldNote>
      {t('articles.images.saving', { from: size(image.pickedSize), to: size(image.file.size) })}
    </FieldNote>
  );
}

interface ImagePickerProps {
  images: ListingImage[];
  /** How far each new photo has been sent, 0 to 1, by key (only while saving). */
  progress?: Readonly<Record<string, number>>;
  errors: string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, offset: number) => void;
  onMakeMain: (key: string) => void;
}

/** Pictures of the listing: add, preview, choose the main one, reorder, remove; 10 at most. */
export function ImagePicker({ images, progress = {}, errors, disabled, ...actions }: ImagePickerProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const full = images.length >= MAX_IMAGES;
  return (
    <FieldGroup>
      <legend>{t('articles.images.legend')}</legend>
      <label htmlFor={inputId}>{t('articles.images.add')}</label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        multiple
        disabled={disabled || full}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          actions.onAdd(Array.from(event.target.files ?? []));
          // Lets the same file be picked again after removing it.
          event.target.value = '';
        }}
      />
      <FieldNote id={`${inputId}-hint`}>
        {t('articles.images.hint', { count: images.length })} {t('articles.images.compressed')}
      </FieldNote>
      {errors.length > 0 && (
        <ul role="alert">
          {errors.map((error) => (
            <Error key={error}>{error}</Error>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <Grid aria-label={t('articles.images.list')}>
          {images.map((image, index) => {
            const label = t('articles.images.number', { number: index + 1 });
            return (
              <Thumb key={image.key} $main={index === 0}>
                <img src={image.url} alt={index === 0 ? t('articles.images.mainAlt') : label} />
                <PhotoWeight image={image} />
                {progress[image.key] !== undefined && (
                  <Sending
                    max={1}
                    value={progress[image.key]}
                    aria-label={t('articles.images.sending', { label })}
                  />
                )}
                {index === 0 ? (
                  <FieldNote>{t('articles.images.main')}</FieldNote>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('articles.images.makeMainNamed', { label })}
                    disabled={disabled}
                    onClick={() => actions.onMakeMain(image.key)}
                  >
                    {t('articles.images.makeMain')}
                  </Button>
                )}
                <Row>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('articles.images.moveLeft', { label })}
                    disabled={disabled || index === 0}
                    onClick={() => actions.onMove(image.key, -1)}
                  >
                    ←
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('articles.images.moveRight', { label })}
                    disabled={disabled || index === images.length - 1}
                    onClick={() => actions.onMove(image.key, 1)}
                  >
                    →
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('articles.images.remove', { label })}
                    disabled={disabled}
                    onClick={() => actions.onRemove(image.key)}
                  >
                    ✕
                  </Button>
                </Row>
              </Thumb>
            );
          })}
        </Grid>
      )}
    </FieldGroup>
  );
}
