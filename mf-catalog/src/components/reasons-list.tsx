import styled from 'styled-components';

const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Title = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

/** 'Pourquoi acheter' / 'Pourquoi louer': a titled list of short arguments. */
export function ReasonsList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Section aria-labelledby="catalog-reasons-title">
      <Title id="catalog-reasons-title">{title}</Title>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Section>
  );
}
