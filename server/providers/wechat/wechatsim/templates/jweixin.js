/* WeChat sandbox: a look-alike of WeChat's JS-SDK (res.wx.qq.com/open/js/jweixin-1.6.0.js) with the parts the
   site uses: wx.config, wx.ready, wx.error, wx.checkJsApi, wx.updateAppMessageShareData and
   wx.updateTimelineShareData. As with WeChat's, the config is checked with the server before any API works:
   the simulator recomputes the signature from the jsapi_ticket it issued and the page's address
   (location.href without the hash). An API missing from jsApiList, or called before a successful config,
   fails with "permission denied".
   What the page did is recorded on window.__wxSandbox (configs, the config result, the share data), so a
   browser test can read the share card a real WeChat would show. */
!function (w) {
  var BASE = "{{SIM_BASE}}";
  var record = { configs: [], result: null, share: { appMessage: null, timeline: null } };
  var state = { status: 0, apis: {}, ready: [], error: [], gen: 0 }; /* 0 pending, 1 ok, -1 failed */
  w.__wxSandbox = record;

  function call(fn, res) { if (typeof fn === "function") { try { fn(res); } catch (e) { setTimeout(function () { throw e; }); } } }
  function settle(name, o, ok, detail) {
    var res = { errMsg: name + (ok ? ":ok" : ":" + detail) };
    call(ok ? o.success : o.fail, res);
    call(o.complete, res);
    return res;
  }
  function allowed(name, o) {
    if (state.status !== 1 || !state.apis[name]) { settle(name, o, false, "permission denied"); return false; }
    return true;
  }
  function sameSite(link) {
    try { return new URL(link, location.href).host === location.host; } catch (e) { return false; }
  }

  var wx = {
    config: function (c) {
      c = c || {};
      var gen = ++state.gen;
      state.status = 0;
      state.apis = {};
      (c.jsApiList || []).forEach(function (n) { state.apis[n] = true; });
      var page = location.href.split("#")[0];
      record.configs.push({ appId: c.appId, timestamp: c.timestamp, nonceStr: c.nonceStr, signature: c.signature,
        jsApiList: (c.jsApiList || []).slice(), url: page });
      var q = "appid=" + encodeURIComponent(c.appId || "") + "&timestamp=" + encodeURIComponent(c.timestamp || "") +
        "&noncestr=" + encodeURIComponent(c.nonceStr || "") + "&signature=" + encodeURIComponent(c.signature || "") +
        "&url=" + encodeURIComponent(page);
      fetch(BASE + "/jssdk/verify?" + q, { credentials: "omit" })
        .then(function (r) { return r.json(); })
        .then(function (res) { return res.errcode === 0 ? null : res.errmsg || "system error"; },
              function () { return "system error"; })
        .then(function (err) {
          if (gen !== state.gen) return; /* a newer config replaced this one */
          state.status = err ? -1 : 1;
          record.result = err ? "config:" + err : "config:ok";
          var list = err ? state.error : state.ready;
          state.ready = [];
          state.error = [];
          list.forEach(function (fn) { call(fn, err ? { errMsg: "config:" + err } : undefined); });
        });
    },
    ready: function (fn) { if (state.status === 1) call(fn); else state.ready.push(fn); },
    error: function (fn) { if (state.status === -1) call(fn, { errMsg: record.result }); else state.error.push(fn); },
    checkJsApi: function (o) {
      o = o || {};
      var r = {};
      (o.jsApiList || []).forEach(function (n) { r[n] = n in wx; });
      var res = { checkResult: r, errMsg: "checkJsApi:ok" };
      call(o.success, res);
      call(o.complete, res);
    },
    updateAppMessageShareData: function (o) {
      o = o || {};
      if (!allowed("updateAppMessageShareData", o)) return;
      if (!sameSite(o.link)) return settle("updateAppMessageShareData", o, false, "fail invalid url domain");
      record.share.appMessage = { title: o.title, desc: o.desc, link: o.link, imgUrl: o.imgUrl };
      settle("updateAppMessageShareData", o, true);
    },
    updateTimelineShareData: function (o) {
      o = o || {};
      if (!allowed("updateTimelineShareData", o)) return;
      if (!sameSite(o.link)) return settle("updateTimelineShareData", o, false, "fail invalid url domain");
      record.share.timeline = { title: o.title, link: o.link, imgUrl: o.imgUrl };
      settle("updateTimelineShareData", o, true);
    }
  };
  w.wx = w.jWeixin = wx;
}(window);
