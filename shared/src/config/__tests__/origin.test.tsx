import { renderToString } from 'react-dom/server';
import { SiteOriginContext, browserSiteOrigin, useSiteOrigin } from '..';

function Origin() {
  return <p>{useSiteOrigin()}</p>;
}

afterEach(() => {
  document.getElementById('immo237-settings')?.remove();
});

function pageSettings(json: string) {
  const script = document.createElement('script');
  script.id = 'immo237-settings';
  script.type = 'application/json';
  script.textContent = json;
  document.body.appendChild(script);
}

describe("the site's origin", () => {
  it('is the one each render is given, side by side', () => {
    const drawn = ['https://immo237.cm', 'https://staging.immo237.cm'].map((origin) =>
      renderToString(
        <SiteOriginContext.Provider value={origin}>
          <Origin />
        </SiteOriginContext.Provider>,
      ),
    );
    expect(drawn).toEqual(['<p>https://immo237.cm</p>', '<p>https://staging.immo237.cm</p>']);
  });

  it("in the browser: the public origin the server wrote into the page, else the page's own", () => {
    expect(browserSiteOrigin()).toBe(window.location.origin);
    pageSettings('{"origin":"https://immo237.cm","map":{}}');
    expect(browserSiteOrigin()).toBe('https://immo237.cm');
    expect(renderToString(<Origin />)).toBe('<p>https://immo237.cm</p>');
  });

  it('ignores settings that do not name an http(s) origin', () => {
    pageSettings('{"origin":"javascript:alert(1)"}');
    expect(browserSiteOrigin()).toBe(window.location.origin);
    document.getElementById('immo237-settings')!.textContent = '{"origin":"https://immo237.cm/path"}';
    expect(browserSiteOrigin()).toBe(window.location.origin);
    document.getElementById('immo237-settings')!.textContent = 'not json';
    expect(browserSiteOrigin()).toBe(window.location.origin);
  });
});
