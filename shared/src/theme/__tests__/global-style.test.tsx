import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '..';

// Under jest, styled-components resolves to its Node build, which does not keep global rules in
// the jsdom document; collecting them through a ServerStyleSheet reads the real CSS instead.
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it('injects box-sizing, the body font, a focus ring and the reduced-motion rule', () => {
    const css = globalCss();
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('font-family:system-ui');
    expect(css).toContain(`:focus-visible{outline:3pxsolid${theme.colors.focus}`);
    expect(css).toContain('prefers-reduced-motion:reduce');
  });
});
