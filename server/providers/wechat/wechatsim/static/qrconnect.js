// WeChat sandbox QR page: polls the scan status like WeChat's page does and,
// once the phone confirms, sends the top window (or this frame, with
// self_redirect) to redirect_uri?code=CODE&state=STATE.
(function () {
  'use strict';
  var main = document.getElementById('wx_main');
  if (!main) return;
  var poll = main.getAttribute('data-poll');
  var target = main.getAttribute('data-target');
  var stopped = false;
  var form = document.querySelector('form.sandbox_confirm');
  if (form) form.addEventListener('submit', function () { stopped = true; });

  function show(id) {
    ['wx_default_tip', 'wx_after_scan', 'wx_after_cancel', 'wx_expired'].forEach(function (x) {
      var el = document.getElementById(x);
      if (el) el.hidden = x !== id;
    });
  }

  function go(url) {
    var w = window;
    if (target !== 'self') {
      try { w = window.top; } catch (e) { w = window; }
    }
    w.location.href = url;
  }

  function later(ms) { if (!stopped) setTimeout(tick, ms); }

  function tick() {
    if (stopped) return;
    fetch(poll, { cache: 'no-store', credentials: 'same-origin' })
      .then(function (r) { return r.json(); })
      .then(function (d) {
        if (stopped) return;
        switch (d.wx_errcode) {
          case 405: stopped = true; go(d.redirect); return;
          case 404: show('wx_after_scan'); break;
          case 403: show('wx_after_cancel'); break;
          case 402: stopped = true; show('wx_expired'); return;
          default: break;
        }
        later(1500);
      })
      .catch(function () { later(3000); });
  }
  later(1500);
})();
