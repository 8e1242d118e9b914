// The host's first script (docs/first-view.md, "Starting after the first
// paint"). On a page the server drew, the app's JavaScript starts only once
// the drawn page has painted, its hero image included: the first paint never
// waits for a script, and the app's startup work comes after it. A page with
// nothing drawn starts at once. Plain ES2017, no imports: it runs before
// anything else is loaded.
;(function () {
  'use strict'
  var boot = document.currentScript
  var main = boot && boot.getAttribute('data-main')
  if (!main) return
  var started = false
  function start() {
    if (started) return
    started = true
    // The scripts a drawn page did not fetch before its first paint
    // (api/src/web/index-html.ts): all of them now, side by side.
    var deferred = document.querySelectorAll('link[rel="vitrina-preload"]')
    for (var i = 0; i < deferred.length; i++) {
      var preload = document.createElement('link')
      preload.rel = 'preload'
      preload.as = 'script'
      preload.href = deferred[i].getAttribute('href')
      document.head.appendChild(preload)
    }
    var script = document.createElement('script')
    script.src = main
    document.head.appendChild(script)
  }
  // A press on a drawn button before the app has taken over would be lost: it
  // is kept (the button's name, and which of the buttons of that name) and
  // pressed again on the app's same button once the host says it took over.
  // Links need no help: they work without JavaScript.
  function keepEarlyClicks() {
    var root = document.getElementById('root')
    var kept = []
    function nameOf(element) {
      return element.getAttribute('aria-label') || element.textContent || ''
    }
    function named(name) {
      return Array.prototype.filter.call(root.querySelectorAll('button'), function (button) {
        return nameOf(button) === name
      })
    }
    function onClick(event) {
      var target = event.target instanceof Element ? event.target.closest('button') : null
      if (!target || !root.contains(target)) return
      var name = nameOf(target)
      kept.push({ target: target, name: name, nth: named(name).indexOf(target) })
    }
    document.addEventListener('click', onClick, true)
    document.addEventListener(
      'vitrina:taken-over',
      function () {
        document.removeEventListener('click', onClick, true)
        kept.forEach(function (press) {
          // Still in the page: the app's own button, which handled the press itself.
          if (press.target.isConnected) return
          var button = named(press.name)[press.nth]
          if (button) button.click()
        })
      },
      { once: true },
    )
  }
  // rAF runs just before the next frame; a task queued from it runs after that frame is painted.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }
  if (!document.getElementById('vitrina-first-view')) return start()
  keepEarlyClicks()
  // The hero, else the catalogue frame's first image (a product page's, or a grid's first card).
  var hero = document.querySelector('[data-hero-frame] img, img[data-first-image]')
  if (!hero) return afterPaint()
  // A slow or broken image does not hold the app back for long.
  setTimeout(start, 1500)
  hero.addEventListener('error', afterPaint)
  // The browser reports the hero's paint as a largest-contentful-paint entry;
  // where it does not, the frame after the decoded image is the next best sign.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries()
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].element === hero) {
          observer.disconnect()
          return afterPaint()
        }
      }
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  } else if (hero.decode) {
    hero.decode().then(afterPaint, afterPaint)
  } else {
    afterPaint()
  }
})()
