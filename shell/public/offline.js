// The offline page's list: the listings kept by the service worker on this device (their pages' titles), in the
// page's language, newest first. Plain script: the page is shown when nothing else can be.
(function () {
  var list = document.getElementById('kept');
  var retry = document.getElementById('retry');
  if (retry) retry.setAttribute('href', location.pathname + location.search);
  var english = document.documentElement.lang === 'en';
  function empty() {
    var item = document.createElement('li');
    item.textContent = list.getAttribute('data-empty');
    list.appendChild(item);
  }
  if (!list || !('caches' in window)) return empty();
  caches
    .keys()
    .then(function (names) {
      var name = names.filter(function (n) {
        return n.indexOf('immo237-pages-') === 0;
      })[0];
      return name ? caches.open(name) : null;
    })
    .then(function (cache) {
      if (!cache) return [];
      return cache.keys().then(function (requests) {
        var wanted = requests.filter(function (request) {
          var path = new URL(request.url).pathname;
          return english ? /^\/en\/details\//.test(path) : /^\/details\//.test(path);
        });
        return Promise.all(
          wanted.reverse().map(function (request) {
            return cache.match(request).then(function (response) {
              return response.text().then(function (html) {
                var title = /<title>([^<]*)<\/title>/.exec(html);
                var holder = document.createElement('textarea');
                holder.innerHTML = title ? title[1] : request.url;
                return { href: new URL(request.url).pathname, title: holder.value };
              });
            });
          }),
        );
      });
    })
    .then(function (pages) {
      if (pages.length === 0) return empty();
      pages.forEach(function (page) {
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = page.href;
        link.textContent = page.title;
        item.appendChild(link);
        list.appendChild(item);
      });
    })
    .catch(empty);
})();
